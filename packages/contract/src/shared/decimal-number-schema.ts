import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';
import { decimalPattern } from './decimal-number';

// Apart from `parseDecimal`, so a page that only reads decimals does not bring zod (decision 055).

/** Decimal text as the document says it (a form field's text that must name a number). */
export const decimalText = (invalid?: MessageRef) =>
  z.string(invalid === undefined ? undefined : { message: invalid }).meta({ pattern: decimalPattern.source });

/**
 * A plain number that the document says is `rule`'s kind and bounds. A pipe shows only its input
 * side in the document, so a number checked after one would lose them.
 */
export function numberLike(rule: z.ZodNumber, invalid?: MessageRef) {
  return z.number(invalid === undefined ? undefined : { message: invalid }).meta({
    ...(rule.isInt ? { type: 'integer' } : {}),
    ...(rule.minValue !== null && Number.isFinite(rule.minValue) ? { minimum: rule.minValue } : {}),
    ...(rule.maxValue !== null && Number.isFinite(rule.maxValue) ? { maximum: rule.maxValue } : {}),
  });
}

/**
 * A number sent as a JSON number or as decimal text (multipart fields, query strings), then
 * checked by `rule`. Anything else fails with `invalid`: each way in says it too, because a form's
 * resolver shows the message of the way in that came closest, not the union's own.
 */
export function decimalNumber(rule: z.ZodNumber, invalid: MessageRef = message('common.mustBeNumber')) {
  const asNumber = numberLike(rule, invalid);
  const asText = z
    .string({ message: invalid })
    .regex(decimalPattern, invalid)
    .transform(Number)
    .describe('The same number as decimal text (form fields and query strings); its bounds apply too');
  return z.union([asNumber, asText], { message: invalid }).pipe(rule);
}
