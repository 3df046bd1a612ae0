import { z } from 'zod';
import { decimalPattern } from './decimal-number';

// Apart from `parseDecimal`, so a page that only reads decimals does not bring zod (decision 055).

/**
 * A number sent as a JSON number or as decimal text (multipart fields, query strings), then
 * checked by `rule`. Anything else fails with `message`.
 */
export function decimalNumber<T extends z.ZodType<number, number>>(rule: T, message = 'Must be a number') {
  return z.union([z.number(), z.string().regex(decimalPattern).transform(Number)], { message }).pipe(rule);
}
