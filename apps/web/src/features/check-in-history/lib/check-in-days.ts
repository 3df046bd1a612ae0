import type { CheckInEntry, CheckInHistory, PageMeta } from '@cic/contract';

/** Spec 1 §9: the history's default page size, counted in days. */
export const checkInPageSize = 50;

export type CheckInDay = {
  date: string;
  checkIn: CheckInEntry | undefined;
  checkOut: CheckInEntry | undefined;
};

/** The loaded pages as one list of Kuala Lumpur days, newest first, each date once. */
export function toCheckInDays(pages: readonly CheckInHistory[]): CheckInDay[] {
  const byDate = new Map<string, CheckInDay>();
  for (const page of pages) {
    for (const [date, day] of Object.entries(page)) {
      const known = byDate.get(date);
      byDate.set(date, {
        date,
        checkIn: day.CHECKIN ?? known?.checkIn,
        checkOut: day.CHECKOUT ?? known?.checkOut,
      });
    }
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The next page to ask for, or undefined when every day is loaded. */
export function nextCheckInPage(meta: PageMeta | undefined, received: number): number | undefined {
  if (!meta) return received >= checkInPageSize ? 2 : undefined;
  return meta.page * meta.limit < meta.total ? meta.page + 1 : undefined;
}

/** Temperature in degrees Celsius with one decimal: 36.5 → '36.5 °C'. */
export function formatTemperature(celsius: number | null | undefined): string {
  if (celsius === null || celsius === undefined || !Number.isFinite(celsius)) return '-';
  return `${celsius.toFixed(1)} °C`;
}
