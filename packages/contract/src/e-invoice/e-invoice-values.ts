/**
 * How amounts and instants are written in a MyInvois document (decision 105). Money is integer sen
 * everywhere in the product; the document's decimal is made from it with integer and text steps
 * only, never by dividing a float.
 */

/** Integer sen as the exact decimal text of ringgit: 1 → '0.01', 123450 → '1234.50', -5 → '-0.05'. */
export function senDecimalText(sen: number): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Not a whole number of sen: ${sen}`);
  const digits = String(Math.abs(sen)).padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return sen < 0 ? `-${text}` : text;
}

/**
 * Integer sen as the JSON number MyInvois reads (its samples write amounts as numbers). The number
 * is read from the exact text, so `JSON.stringify` prints that decimal (trailing zeros dropped:
 * '1234.50' prints 1234.5), never a neighbour of it.
 */
export function senAmount(sen: number): number {
  return Number(senDecimalText(sen));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant's date in UTC, `yyyy-MM-dd`, as MyInvois wants the issue date. */
export function utcIssueDate(instant: Date): string {
  return `${instant.getUTCFullYear()}-${twoDigits(instant.getUTCMonth() + 1)}-${twoDigits(instant.getUTCDate())}`;
}

/** An instant's time in UTC to the second, `HH:mm:ssZ`, as MyInvois wants the issue time. */
export function utcIssueTime(instant: Date): string {
  return `${twoDigits(instant.getUTCHours())}:${twoDigits(instant.getUTCMinutes())}:${twoDigits(instant.getUTCSeconds())}Z`;
}
