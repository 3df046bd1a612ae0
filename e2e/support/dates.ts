import { kualaLumpurDay } from '@cic/contract';

const dayMs = 24 * 60 * 60 * 1000;

/** The Kuala Lumpur day `offsetDays` from today (negative: the past), 'yyyy-MM-dd'. */
export function kualaLumpurDayFromToday(offsetDays = 0): string {
  return kualaLumpurDay(new Date(Date.now() + offsetDays * dayMs));
}

/** '21 November 2026': how the history pages head a Kuala Lumpur day. */
export function longDateInKualaLumpur(instant: number | Date = Date.now()): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Kuala_Lumpur' }).format(
    instant,
  );
}
