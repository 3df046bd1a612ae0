import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Billplz's X Signature (https://www.billplz.com/api#x-signature): every field but `x_signature`
 * written as key + value (an empty value leaves the key alone), those strings sorted ascending
 * case-insensitively AS STRINGS (so `paid_amount100` comes before `paidtrue`), joined with `|`,
 * then HMAC-SHA256 in hex with the X Signature key.
 */
export function xSignatureSource(fields: Record<string, string>): string {
  return Object.entries(fields)
    .filter(([key]) => key !== 'x_signature')
    .map(([key, value]) => `${key}${value}`)
    .sort((a, b) => {
      const left = a.toLowerCase();
      const right = b.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    })
    .join('|');
}

export function xSignature(fields: Record<string, string>, key: string): string {
  return createHmac('sha256', key).update(xSignatureSource(fields)).digest('hex');
}

/** Compares in constant time; a missing or malformed signature never matches. */
export function xSignatureMatches(fields: Record<string, string>, key: string): boolean {
  const received = fields.x_signature;
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/i.test(received)) return false;
  const expected = Buffer.from(xSignature(fields, key), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}

const redirectKey = /^billplz\[([a-z_]+)\]$/;

/**
 * The redirect's `billplz[...]` query parameters as Billplz signs them: each key prefixed with
 * `billplz` (`billplz[paid_at]` → `billplzpaid_at`), and `billplz[x_signature]` as `x_signature`.
 * Anything else in the query is not Billplz's and is left out.
 */
export function redirectFields(query: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const name = redirectKey.exec(key)?.[1];
    if (!name) continue;
    fields[name === 'x_signature' ? 'x_signature' : `billplz${name}`] = value;
  }
  return fields;
}

/** The redirect's query from fields signed as `billplz`-prefixed keys (what the simulator sends). */
export function redirectQuery(fields: Record<string, string>, key: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) query[`billplz[${name}]`] = value;
  const prefixed = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [`billplz${name}`, value]),
  );
  query['billplz[x_signature]'] = xSignature(prefixed, key);
  return query;
}
