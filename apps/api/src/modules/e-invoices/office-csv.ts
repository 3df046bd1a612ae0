import type { Readable } from 'node:stream';
import {
  billedFamilyText,
  documentText,
  type EInvoiceError,
  type EInvoiceRow,
  eInvoiceCsvColumns,
  eInvoiceErrorText,
  eInvoiceSourceText,
  eInvoiceStatusText,
  kualaLumpurDay,
  type Language,
  messageText,
} from '@cic/contract';
import { csvDay, csvRinggit } from '../../shared/csv-cells';
import { csvStream, recordsOfBatches } from '../../shared/csv-stream';

/** An e-invoice as the CSV writes it: its row and its errors. */
export type EInvoiceCsvRow = EInvoiceRow & { errors: EInvoiceError[] };

/** What the e-invoice stands for: its invoice's number, or a consolidated one's month (MM/yyyy) and part. */
function documentCell(row: EInvoiceCsvRow, language: Language): string {
  if (row.month === null) return row.invoiceNumber ?? '';
  const [year, month] = row.month.split('-');
  return documentText('eInvoiceConsolidatedPart', language, {
    month: `${month}/${year}`,
    part: String(row.part ?? 1),
  });
}

function csvRecord(row: EInvoiceCsvRow, language: Language): string[] {
  return [
    row.number,
    eInvoiceSourceText(row.source, language),
    documentCell(row, language),
    row.source === 'CONSOLIDATED'
      ? documentText('eInvoiceGeneralPublic', language)
      : billedFamilyText(row.familyNamedAfter, language),
    row.centre?.name ?? '',
    csvDay(kualaLumpurDay(row.issuedAt)),
    csvRinggit(row.totalSen),
    eInvoiceStatusText(row.status, language),
    row.uuid ?? '',
    csvDay(row.validatedAt ? kualaLumpurDay(row.validatedAt) : null),
    row.errors
      .map((error) => eInvoiceErrorText(error, language, (key) => messageText(key, language)))
      .join('; '),
  ];
}

/** The file name of an export: `e-invoices-<Kuala Lumpur day>.csv`. */
export const eInvoicesCsvFileName = (day: string) => `e-invoices-${day}.csv`;

/** How many e-invoices the export reads at a time. */
export const eInvoicesExportBatchSize = 500;

/**
 * The e-invoices as CSV, one row per document, as the invoices export writes it: headings, kinds,
 * statuses, families and errors in the reader's language, amounts in ringgit with 2 decimals, days
 * dd/MM/yyyy in Kuala Lumpur. Rows come in batches, so memory holds a batch, not the list.
 */
export function eInvoicesCsv(batches: AsyncIterable<EInvoiceCsvRow[]>, language: Language): Readable {
  return csvStream(
    eInvoiceCsvColumns.map((key) => documentText(key, language)),
    recordsOfBatches(batches, (row) => csvRecord(row, language)),
  );
}
