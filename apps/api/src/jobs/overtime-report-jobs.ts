import type { AppContext } from '../app-context';
import { overtimeReportJobs } from '../modules/overtime-reports';
import type { JobQueue } from './queue';

/** Overtime reports: the job that writes a generated report's items (decision 040). */
export function registerOvertimeReportJobs(queue: JobQueue, ctx: Pick<AppContext, 'db'>) {
  queue.registerJob(overtimeReportJobs.generation, overtimeReportJobs.generationHandler(ctx));
}
