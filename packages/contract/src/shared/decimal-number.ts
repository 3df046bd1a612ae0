import { z } from 'zod';
import { message } from '../messages/message-key';

/**
 * Numbers typed into forms and query strings are plain decimals: `36.5`, `-2`, `20`. `Number()`
 * and `z.coerce.number()` also read `0x24` (36), `1e3`, `0b1`, `Infinity` and padded ` 5`, which
 * no person means.
 */
const decimalPattern = /^-?\d+(\.\d+)?$/;

/** The number a decimal text names, or null. */
export function parseDecimal(text: string): number | null {
  return decimalPattern.test(text) ? Number(text) : null;
}

/**
 * A number sent as a JSON number or as decimal text (multipart fields, query strings), then
 * checked by `rule`. Anything else fails with `invalid`.
 */
export function decimalNumber<T extends z.ZodType<number, number>>(
  rule: T,
  invalid: string = message('common.mustBeNumber'),
) {
  return z
    .union([z.number(), z.string().regex(decimalPattern).transform(Number)], { message: invalid })
    .pipe(rule);
}
