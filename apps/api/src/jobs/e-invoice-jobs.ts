import type { AppContext } from '../app-context';
import { eInvoiceJobs } from '../modules/e-invoices';
import type { JobQueue } from './queue';

/** E-invoices to MyInvois (issue 42): the sweep every minute and the month's consolidated e-invoices. */
export function registerEInvoiceJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'myInvois' | 'clock' | 'config'>,
) {
  for (const { name, handler, cron } of eInvoiceJobs({ ...ctx, send: queue.send })) {
    queue.registerJob(name, handler, cron);
  }
}
