import type { CheckInEntry, CheckInHistory, PageMeta } from '@cic/contract';

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
  return [...byDate.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/** The next page to ask for, or undefined once every day is loaded. */
export function nextCheckInPage(meta: PageMeta | undefined, received: number): number | undefined {
  if (!meta) return undefined;
  if (received === 0) return undefined;
  return meta.page * meta.limit < meta.total ? meta.page + 1 : undefined;
}

/** '36.8 °C', '36.85 °C', '37.0 °C': one or two decimals as entered. */
export function formatTemperature(celsius: number | null | undefined): string {
  if (celsius === null || celsius === undefined || !Number.isFinite(celsius)) return '-';
  const text = celsius.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return `${text} °C`;
}
