/**
 * Money is stored and summed as integer sen; the API speaks ringgit numbers with 2 decimals
 * (ARCHITECTURE §4). These are the only two conversions.
 */
export const senToRinggit = (sen: number) => Math.round(sen) / 100;

/** Ringgit typed or sent with at most 2 decimals, as exact sen (`Math.round` absorbs 0.1 + 0.2 drift). */
export const ringgitToSen = (ringgit: number) => Math.round(ringgit * 100);

/**
 * The largest amount of money one record may carry (decision 090): a payment, a credit note, an
 * overtime item, an invoice's total — RM 1,000,000. Far above any real overtime charge, and far
 * below what an `integer` column of sen holds (RM 21,474,836.47), so no sum of one invoice's lines
 * reaches the column's limit unchecked.
 */
export const maxAmountSen = 100_000_000;

const groupedWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Integer sen as printed on invoices and receipts: `formatSen(123450)` → 'RM 1,234.50'. Ringgit
 * and sen are split by integer division, so no floating point value is ever rounded into view.
 */
export function formatSen(sen: number): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Not a whole number of sen: ${sen}`);
  const magnitude = Math.abs(sen);
  const cents = magnitude % 100;
  const text = `RM ${groupedWhole.format((magnitude - cents) / 100)}.${String(cents).padStart(2, '0')}`;
  return sen < 0 ? `-${text}` : text;
}
