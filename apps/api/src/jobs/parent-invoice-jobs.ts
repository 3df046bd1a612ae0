import type { AppContext } from '../app-context';
import { parentInvoiceJobs } from '../modules/parent-invoices';
import type { JobQueue } from './queue';

/** Jobs of invoices paid online: the receipt e-mailed to the payer. */
export function registerParentInvoiceJobs(queue: JobQueue, ctx: Pick<AppContext, 'db' | 'mailer'>) {
  queue.registerJob(parentInvoiceJobs.receiptMail, parentInvoiceJobs.receiptMailHandler(ctx));
}
