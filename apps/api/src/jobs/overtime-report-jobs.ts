import type { AppContext } from '../app-context';
import { overtimeInvoicingJobs } from '../modules/overtime-invoices';
import { overtimeReportJobs } from '../modules/overtime-reports';
import type { JobQueue } from './queue';

/**
 * Overtime reports: the job that writes a generated report's items (decision 040), and the one
 * that invoices a whole report (decision 074).
 */
export function registerOvertimeReportJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'jobs'>,
) {
  queue.registerJob(overtimeReportJobs.generation, overtimeReportJobs.generationHandler(ctx));
  queue.registerJob(overtimeInvoicingJobs.run, overtimeInvoicingJobs.runHandler(ctx));
}
