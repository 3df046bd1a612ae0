/**
 * Numbers typed into forms and query strings are plain decimals: `36.5`, `-2`, `20`. `Number()`
 * and `z.coerce.number()` also read `0x24` (36), `1e3`, `0b1`, `Infinity` and padded ` 5`, which
 * no person means.
 */
export const decimalPattern = /^-?\d+(\.\d+)?$/;

/** The number a decimal text names, or null. */
export function parseDecimal(text: string): number | null {
  return decimalPattern.test(text) ? Number(text) : null;
}

/** The highest `page` a list takes: it keeps the row offset a number PostgreSQL can take. */
export const pageNumberMax = 1_000_000;

/** A `page` written in the address bar or a query (decimal, whole, 1 to `pageNumberMax`), or null. */
export function parsePageNumber(text: string): number | null {
  const page = parseDecimal(text);
  return page !== null && Number.isSafeInteger(page) && page >= 1 && page <= pageNumberMax ? page : null;
}
