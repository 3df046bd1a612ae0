import { z } from 'zod';

import { type ErrorCode, errorCodes } from './error-status';

export { type ErrorCode, errorCodes, errorStatus } from './error-status';

// The ids name these schemas once in the OpenAPI document's components; every answer refers to them.
/** A message's key in the message catalogue (decision 056), when the message has one. */
const messageCodeSchema = z
  .string()
  .describe(
    "The message's key in the message catalogue ('auth.emailInvalid'): a client shows its own text for it",
  );
/** The values of the message's `{{name}}` placeholders. */
const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const errorIssueSchema = z
  .object({
    path: z.string(),
    message: z.string(),
    messageCode: messageCodeSchema.optional(),
    params: messageParamsSchema.optional(),
  })
  .meta({ id: 'ErrorIssue' });

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
    /** In English, the spec's wording. */
    message: z.string(),
    messageCode: messageCodeSchema.optional(),
    params: messageParamsSchema.optional(),
    field: z.string().optional(),
    issues: z.array(errorIssueSchema).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const pageMetaSchema = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `{ success: true, data, message? }` around a payload schema. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
    messageCode: messageCodeSchema.optional(),
  });
}

/** A page of a growing list: the payload plus `meta`. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: pageMetaSchema,
    message: z.string().optional(),
    messageCode: messageCodeSchema.optional(),
  });
}
