import type { Shift } from '@cic/contract/staff-attendance/attendance-answers';
import type { z } from 'zod';
import { formatInKualaLumpur } from '@/lib/time';

/** A shift's times as the head of centre types them: clock times on the shift's day, or no end. */
export type ShiftTimesForm = { start: string; end: string; stillOpen: boolean };

/** The form's field names are the body's: the schema's and the server's messages land on them. */
export type ShiftErrors = Partial<Record<'managerId' | 'startedAt' | 'endedAt' | 'reason', string>>;

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A Kuala Lumpur clock time of `day` as an instant; '' when it is not a time, which the contract's
 * schema refuses with its own words ('Enter a date and time').
 */
export function instantOn(day: string, time: string): string {
  return clockTime.test(time) ? `${day}T${time}:00+08:00` : '';
}

/** The times of the body: both on `day` (a shift past midnight is two corrections' work, rare here). */
export function shiftTimesOf(day: string, form: ShiftTimesForm) {
  return { startedAt: instantOn(day, form.start), endedAt: form.stillOpen ? null : instantOn(day, form.end) };
}

/** A shift's current times, to correct from. */
export function shiftTimesForm(shift: Shift): ShiftTimesForm {
  const clock = (instant: string) => formatInKualaLumpur(instant, 'HH:mm');
  return {
    start: clock(shift.startedAt),
    end: shift.endedAt ? clock(shift.endedAt) : '',
    stillOpen: !shift.endedAt,
  };
}

/** Each field's first message from the contract's schema. */
export function schemaErrors(issues: readonly z.core.$ZodIssue[]): ShiftErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The body the contract's schema gives, or each field's first problem. */
export function checkedShift<Body>(schema: z.ZodType<Body>, value: unknown) {
  const checked = schema.safeParse(value);
  return checked.success ? { body: checked.data } : { errors: schemaErrors(checked.error.issues) };
}
