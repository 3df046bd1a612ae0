import { calendarDaysBetween, calendarMonthBounds } from '../shared/calendar-date';

/** A child's enrolment in a package: from its first day to its last (null while enrolled). */
export type EnrolmentSpan = { startsOn: string; endsOn: string | null };

/** A month's fee for one child, and the days it was charged for, as the invoice line prints them. */
export type ProRatedFee = { amountSen: number; daysCharged: number; daysInMonth: number };

/**
 * The monthly fee for the days of `month` (any day of it, or `yyyy-MM`) the child is enrolled
 * (decision 098): a whole month is the fee; a first or last part-month is the fee × days enrolled ÷
 * days in the month, rounded half up to the sen, in integers (no binary fraction ever rounds a
 * ringgit); a month outside the enrolment is 0 for 0 days.
 */
export function proRatedFee(monthlySen: number, month: string, enrolment: EnrolmentSpan): ProRatedFee {
  const { first, last } = calendarMonthBounds(month);
  const daysInMonth = calendarDaysBetween(first, last) + 1;
  const from = enrolment.startsOn > first ? enrolment.startsOn : first;
  const to = enrolment.endsOn !== null && enrolment.endsOn < last ? enrolment.endsOn : last;
  const daysCharged = Math.max(0, calendarDaysBetween(from, to) + 1);
  return { amountSen: proRatedSen(monthlySen, daysCharged, daysInMonth), daysCharged, daysInMonth };
}

/** The rule itself: the fee × days charged ÷ days in the month, rounded half up to the sen, in integers. */
export function proRatedSen(monthlySen: number, daysCharged: number, daysInMonth: number): number {
  if (daysCharged >= daysInMonth) return monthlySen;
  return Math.floor((monthlySen * daysCharged * 2 + daysInMonth) / (2 * daysInMonth));
}
