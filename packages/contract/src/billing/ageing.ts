import { calendarDaysBetween } from '../shared/calendar-date';

/** The ageing page's buckets of what a family owes, by days past the due date (issue 41). */
export const ageingBuckets = ['CURRENT', 'DAYS_1_30', 'DAYS_31_60', 'DAYS_61_90', 'OVER_90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

/**
 * The bucket of an amount due on `dueDate`, seen on `asOf` (Kuala Lumpur days): not yet past its
 * due date is current; then 1–30, 31–60, 61–90 and over 90 days past it.
 */
export function ageingBucket(dueDate: string, asOf: string): AgeingBucket {
  const daysPast = calendarDaysBetween(dueDate, asOf);
  if (daysPast <= 0) return 'CURRENT';
  if (daysPast <= 30) return 'DAYS_1_30';
  if (daysPast <= 60) return 'DAYS_31_60';
  if (daysPast <= 90) return 'DAYS_61_90';
  return 'OVER_90';
}
