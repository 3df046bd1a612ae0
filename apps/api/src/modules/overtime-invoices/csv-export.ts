import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type OvertimeInvoice, overtimeInvoiceCsvColumns } from '@cic/contract';
import { stringify } from 'csv-stringify';

/** 'yyyy-MM-dd' as dd/MM/yyyy; empty while the invoice has no such date (a draft). */
const displayDate = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');
/** Integer sen as ringgit with 2 decimals, exactly. */
const ringgit = (sen: number) => `${Math.trunc(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;

function csvRecord(invoice: OvertimeInvoice): string[] {
  return [
    invoice.number ?? '',
    invoice.status,
    invoice.centre.name,
    invoice.family?.namedAfter ?? '',
    displayDate(invoice.issueDate),
    displayDate(invoice.dueDate),
    ringgit(invoice.totalSen),
    ringgit(invoice.paidSen),
    ringgit(invoice.creditedSen),
    ringgit(invoice.balanceSen),
  ];
}

/** The file name of an export: `overtime-invoices-<Kuala Lumpur day>.csv`. */
export const invoicesCsvFileName = (day: string) => `overtime-invoices-${day}.csv`;

/** How many invoices the export reads at a time. */
export const exportBatchSize = 1_000;

/**
 * The invoices as CSV, one row per invoice, as the report export writes it (decision 040): a
 * UTF-8 byte order mark, the contract's header, cells that start like a formula escaped. Rows come
 * in batches, so memory holds a batch, not the list.
 */
export function invoicesCsv(batches: AsyncIterable<OvertimeInvoice[]>): Readable {
  async function* records() {
    for await (const batch of batches) for (const invoice of batch) yield csvRecord(invoice);
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...overtimeInvoiceCsvColumns],
    escape_formulas: true,
  });
  // A failure half way destroys the stream: the download ends short rather than looking complete.
  pipeline(Readable.from(records()), csv).catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}
