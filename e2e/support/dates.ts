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

/** '02:05 PM': how the teacher's pages show a time of day (Kuala Lumpur, 12-hour clock). */
export function timeInKualaLumpur(instant: string | Date): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kuala_Lumpur',
  })
    .format(new Date(instant))
    .replace(/\s/g, ' '); // Some ICU versions put a narrow no-break space before AM/PM.
}
