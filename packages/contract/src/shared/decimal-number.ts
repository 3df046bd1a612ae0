import { z } from 'zod';

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

/** Decimal text as the document says it (a form field's text that must name a number). */
export const decimalText = () => z.string().meta({ pattern: decimalPattern.source });

/**
 * A plain number that the document says is `rule`'s kind and bounds. A pipe shows only its input
 * side in the document, so a number checked after one would lose them.
 */
export function numberLike(rule: z.ZodNumber) {
  return z.number().meta({
    ...(rule.isInt ? { type: 'integer' } : {}),
    ...(rule.minValue !== null && Number.isFinite(rule.minValue) ? { minimum: rule.minValue } : {}),
    ...(rule.maxValue !== null && Number.isFinite(rule.maxValue) ? { maximum: rule.maxValue } : {}),
  });
}

/**
 * A number sent as a JSON number or as decimal text (multipart fields, query strings), then
 * checked by `rule`. Anything else fails with `message`.
 */
export function decimalNumber(rule: z.ZodNumber, message = 'Must be a number') {
  const asNumber = numberLike(rule);
  const asText = z
    .string()
    .regex(decimalPattern)
    .transform(Number)
    .describe('The same number as decimal text (form fields and query strings); its bounds apply too');
  return z.union([asNumber, asText], { message }).pipe(rule);
}
