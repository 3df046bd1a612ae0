/** A price of a fee from a month on: `effectiveFrom` is the month's first day or `yyyy-MM`. */
export type DatedPrice = { effectiveFrom: string; createdAt: Date | string };

const monthOf = (day: string) => day.slice(0, 7);
const instant = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * The price a month is billed at (decision 098): the newest price from that month or before; of
 * two from the same month, the later one (a correction is a new row, never an update). Null
 * before the fee's first price.
 */
export function priceOfMonth<Price extends DatedPrice>(
  prices: readonly Price[],
  month: string,
): Price | null {
  const wanted = monthOf(month);
  let best: Price | null = null;
  for (const price of prices) {
    const from = monthOf(price.effectiveFrom);
    if (from > wanted) continue;
    if (
      best === null ||
      from > monthOf(best.effectiveFrom) ||
      (from === monthOf(best.effectiveFrom) && instant(price.createdAt) > instant(best.createdAt))
    ) {
      best = price;
    }
  }
  return best;
}
