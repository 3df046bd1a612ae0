/**
 * The years the form offers (spec 3 §2.1): the ages of the centre's students, each once, youngest
 * first, plus any year the activity already has (a child may have had a birthday since).
 */
export function offeredYears(studentAges: readonly number[], chosen: readonly number[] = []): number[] {
  return [...new Set([...studentAges, ...chosen])].sort((a, b) => a - b);
}

/** 'All Ages' selects every offered year, or clears them when all are already chosen. */
export function toggleAllYears(offered: readonly number[], chosen: readonly number[]): number[] {
  return offered.every((year) => chosen.includes(year)) ? [] : [...offered];
}

/** One year ticked or unticked, the list kept sorted. */
export function toggleYear(chosen: readonly number[], year: number): number[] {
  return chosen.includes(year)
    ? chosen.filter((item) => item !== year)
    : [...chosen, year].sort((a, b) => a - b);
}
