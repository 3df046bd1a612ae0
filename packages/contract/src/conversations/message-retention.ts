import { z } from 'zod';
import { message } from '../messages/message-key';
import { decimalNumber } from '../shared/decimal-number-schema';

/** How many months after its last message head office may keep a conversation (decision 114). */
export const messageRetentionRules = { min: 1, max: 120 } as const;
export const messageRetentionMessage = message('conversations.retentionMonths');

/**
 * `GET` and `PUT /admin/message-retention`: a nightly job deletes conversations whose last message
 * is older than `months`; null (the default) keeps every conversation.
 */
export const messageRetentionSchema = z.object({
  months: decimalNumber(
    z
      .number({ message: messageRetentionMessage })
      .int(messageRetentionMessage)
      .min(messageRetentionRules.min, messageRetentionMessage)
      .max(messageRetentionRules.max, messageRetentionMessage),
    messageRetentionMessage,
  )
    .nullable()
    // The document's type for the choices (a number, its text, or null), which Redocly asks for.
    .meta({ type: 'number' })
    .describe('Whole months from 1 to 120, or null to keep every conversation'),
});
export type MessageRetention = z.output<typeof messageRetentionSchema>;
