import type { Shift } from '@cic/contract/staff-attendance/attendance-answers';

/** Shifts still open when the centre closed come first: they are the ones to correct. */
export const openAtClosingFirst = (shifts: readonly Shift[]) =>
  [...shifts].sort((a, b) => Number(b.openAtClosing) - Number(a.openAtClosing));

/**
 * The day's shifts in the order they were first shown, shifts new since (one just added) after
 * them: a row corrected on screen stays where it was, so it neither jumps away from the person
 * reading it nor loses the focus it gets back when its dialog closes.
 */
export function inShownOrder(shownIds: readonly string[], shifts: readonly Shift[]): Shift[] {
  const byId = new Map(shifts.map((shift) => [shift.id, shift]));
  const kept = shownIds.flatMap((id) => byId.get(id) ?? []);
  const shown = new Set(shownIds);
  return [...kept, ...openAtClosingFirst(shifts.filter((shift) => !shown.has(shift.id)))];
}
