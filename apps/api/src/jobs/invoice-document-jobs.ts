import type { AppContext } from '../app-context';
import { invoiceNoticeJobs } from '../modules/invoice-documents';
import type { JobQueue } from './queue';

/** Jobs of invoices' parents: the notices of an issued, voided or refunded invoice, the receipt e-mail of a payment. */
export function registerInvoiceDocumentJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'storage' | 'config' | 'myInvois'>,
) {
  for (const { name, handler } of invoiceNoticeJobs(ctx)) queue.registerJob(name, handler);
}
