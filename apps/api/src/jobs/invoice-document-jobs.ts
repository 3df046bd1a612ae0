import type { AppContext } from '../app-context';
import {
  invoiceIssuedNoticeHandler,
  invoiceIssuedNoticeJob,
  receiptMailHandler,
  receiptMailJob,
} from '../modules/invoice-documents';
import type { JobQueue } from './queue';

/** Jobs of invoices' parents: the notice of an issued invoice, the receipt e-mail of a payment. */
export function registerInvoiceDocumentJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'storage' | 'config'>,
) {
  queue.registerJob(invoiceIssuedNoticeJob, invoiceIssuedNoticeHandler(ctx));
  queue.registerJob(receiptMailJob, receiptMailHandler(ctx));
}
