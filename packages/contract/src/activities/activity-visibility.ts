import type { ActivityVisibility } from '../shared/enums';

/**
 * Whether a parent may see a published activity (spec §6), given the ages today (Kuala Lumpur
 * day, `ageOn`) of the parent's active children at the activity's centre: ALL needs any child
 * there, YEAR a child whose age is among the activity's years, NONE shows it to nobody.
 */
export function canParentSee(
  activity: { visibility: ActivityVisibility; years: readonly number[] },
  childAgesAtCentre: readonly number[],
): boolean {
  if (activity.visibility === 'NONE') return false;
  if (activity.visibility === 'ALL') return childAgesAtCentre.length > 0;
  return childAgesAtCentre.some((age) => activity.years.includes(age));
}
