import { z } from 'zod';
import { message } from '../messages/message-key';
import { calendarMonthBounds } from '../shared/calendar-date';
import { calendarDateSchema, calendarMonthSchema } from '../shared/calendar-date-schema';
import { classificationCodes } from './e-invoice-codes';
import { documentJson, type EInvoiceJson } from './e-invoice-document';
import {
  eInvoiceInputSchema,
  eInvoiceIssuerSchema,
  eInvoiceMessages,
  eInvoiceSenSchema,
  eInvoiceText,
} from './e-invoice-input';

/**
 * The month's consolidated e-invoice (decision 105): every receipt or invoice of the month whose
 * buyer asked for no e-invoice of their own, in one document to the general public, one line per
 * source document, submitted within the first 7 days of the next month. A month with more sources
 * than one document holds is sent as several documents of `consolidatedSourcesPerDocument` each.
 */

/** Lines per consolidated document: about 120 KB of JSON, well inside MyInvois' 300 KB a document. */
export const consolidatedSourcesPerDocument = 200;

export const consolidatedMessages = {
  sources: message('eInvoice.consolidatedSources', { max: consolidatedSourcesPerDocument }),
  month: message('eInvoice.consolidatedMonth'),
} as const;

/** A receipt or invoice of the month: our number, its Kuala Lumpur day, what it totals in sen. */
export const consolidatedSourceSchema = z.object({
  number: eInvoiceText(50, eInvoiceMessages.number),
  day: calendarDateSchema,
  amountSen: eInvoiceSenSchema,
});
export type ConsolidatedSource = z.input<typeof consolidatedSourceSchema>;

export const consolidatedInputSchema = z
  .object({
    issuer: eInvoiceIssuerSchema,
    /** Our number of the consolidated document, e.g. CON-2026-11-01. */
    number: eInvoiceText(50, eInvoiceMessages.number),
    /** When it is issued: in the first 7 days of the next month; written in UTC. */
    issuedAt: z.iso.datetime({ offset: true, error: eInvoiceMessages.issuedAt }),
    month: calendarMonthSchema,
    sources: z
      .array(consolidatedSourceSchema)
      .min(1, consolidatedMessages.sources)
      .max(consolidatedSourcesPerDocument, consolidatedMessages.sources),
  })
  .superRefine((input, context) => {
    input.sources.forEach((source, index) => {
      if (!source.day.startsWith(`${input.month}-`)) {
        context.addIssue({
          code: 'custom',
          message: consolidatedMessages.month,
          path: ['sources', index, 'day'],
        });
      }
    });
  });
export type ConsolidatedInput = z.input<typeof consolidatedInputSchema>;

/**
 * The consolidated invoice (type 01, classification 004) of up to `consolidatedSourcesPerDocument`
 * sources: each a line of quantity 1 priced at its total, described by its number; totals are the
 * sum of the lines to the sen. Refuses (ZodError with message keys) what MyInvois would refuse.
 */
export function consolidatedEInvoice(input: ConsolidatedInput): EInvoiceJson {
  const parsed = consolidatedInputSchema.parse(input);
  const totalSen = parsed.sources.reduce((sum, source) => sum + source.amountSen, 0);
  const document = eInvoiceInputSchema.parse({
    type: 'INVOICE',
    number: parsed.number,
    issuedAt: parsed.issuedAt,
    issuer: parsed.issuer,
    buyer: { kind: 'GENERAL_PUBLIC' },
    lines: parsed.sources.map((source) => ({
      description: source.number,
      quantity: '1',
      unitPriceSen: source.amountSen,
      amountSen: source.amountSen,
      classification: classificationCodes.CONSOLIDATED,
    })),
    totalSen,
    billingPeriod: { start: `${parsed.month}-01`, end: calendarMonthBounds(parsed.month).last },
  });
  return documentJson(document);
}
