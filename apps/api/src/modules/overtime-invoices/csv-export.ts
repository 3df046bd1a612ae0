import type { Readable } from 'node:stream';
import {
  billedFamilyText,
  documentText,
  invoiceStateText,
  type Language,
  type OvertimeInvoice,
  overtimeInvoiceCsvColumns,
} from '@cic/contract';
import { csvDay, csvRinggit } from '../../shared/csv-cells';
import { csvStream, recordsOfBatches } from '../../shared/csv-stream';

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
  return csvStream(
    overtimeInvoiceCsvColumns.map((key) => documentText(key, language)),
    recordsOfBatches(batches, (invoice) => csvRecord(invoice, language)),
  );
}
