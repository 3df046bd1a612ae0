import type { AppContext } from '../app-context';
import {
  creditNoteNoticeHandler,
  creditNoteNoticeJob,
  invoiceIssuedNoticeHandler,
  invoiceIssuedNoticeJob,
  invoiceReminderHandler,
  invoiceReminderJob,
  receiptMailHandler,
  receiptMailJob,
  voidNoticeHandler,
  voidNoticeJob,
} from '../modules/invoice-documents';
import type { JobQueue } from './queue';

/** Jobs of invoices' parents: the notices of an issued, voided or refunded invoice, the receipt e-mail of a payment. */
export function registerInvoiceDocumentJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'storage' | 'config'>,
) {
  queue.registerJob(invoiceIssuedNoticeJob, invoiceIssuedNoticeHandler(ctx));
  queue.registerJob(receiptMailJob, receiptMailHandler(ctx));
  queue.registerJob(creditNoteNoticeJob, creditNoteNoticeHandler(ctx));
  queue.registerJob(voidNoticeJob, voidNoticeHandler(ctx));
  queue.registerJob(invoiceReminderJob, invoiceReminderHandler(ctx));
}
