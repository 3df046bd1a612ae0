/** How a family's total this month compares with last month's: new, the same, or up or down by an amount. */
export type TotalChange = { kind: 'new' } | { kind: 'same' } | { kind: 'up' | 'down'; sen: number };

export function totalChange(totalSen: number, previousTotalSen: number | null): TotalChange {
  if (previousTotalSen === null) return { kind: 'new' };
  const difference = totalSen - previousTotalSen;
  if (difference === 0) return { kind: 'same' };
  return difference > 0 ? { kind: 'up', sen: difference } : { kind: 'down', sen: -difference };
}
