import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  billedFamilyText,
  documentText,
  invoiceStateText,
  type Language,
  type OvertimeInvoice,
  overtimeInvoiceCsvColumns,
} from '@cic/contract';
import { stringify } from 'csv-stringify';
import { csvDay, csvRinggit } from '../../shared/csv-cells';

function csvRecord(invoice: OvertimeInvoice, language: Language): string[] {
  return [
    invoice.number ?? '',
    invoiceStateText(invoice.state, language),
    invoice.centre.name,
    billedFamilyText(invoice.family?.namedAfter ?? null, language),
    csvDay(invoice.issueDate),
    csvDay(invoice.dueDate),
    csvRinggit(invoice.totalSen),
    csvRinggit(invoice.paidSen),
    csvRinggit(invoice.creditedSen),
    csvRinggit(invoice.balanceSen),
  ];
}

/** The file name of an export: `overtime-invoices-<Kuala Lumpur day>.csv`. */
export const invoicesCsvFileName = (day: string) => `overtime-invoices-${day}.csv`;

/** How many invoices the export reads at a time. */
export const exportBatchSize = 1_000;

/**
 * The invoices as CSV, one row per invoice, as the report export writes it (decision 040): a
 * UTF-8 byte order mark, the contract's header, states (refunds said, decision 089) and family
 * names in the reader's language, worded as the pages word them (decision 094), cells that start like a formula escaped. Rows come in batches, so memory
 * holds a batch, not the list.
 */
export function invoicesCsv(batches: AsyncIterable<OvertimeInvoice[]>, language: Language): Readable {
  async function* records() {
    for await (const batch of batches) for (const invoice of batch) yield csvRecord(invoice, language);
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: overtimeInvoiceCsvColumns.map((key) => documentText(key, language)),
    escape_formulas: true,
  });
  // A failure half way destroys the stream: the download ends short rather than looking complete.
  pipeline(Readable.from(records()), csv).catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}
