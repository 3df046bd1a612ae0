/**
 * Out of ratio when fewer staff are present than needed; `short` is how many more are needed.
 * Apart from the ratio schemas, so the admin's first page reads it without zod (decision 055).
 */
export function ratioStatus(staffPresent: number, staffNeeded: number) {
  const short = Math.max(0, staffNeeded - staffPresent);
  return { outOfRatio: short > 0, short };
}
