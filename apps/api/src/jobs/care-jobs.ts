import type { AppContext } from '../app-context';
import { careSummaryHandler, careSummaryJob, careSummarySchedule } from '../modules/care';
import type { JobQueue } from './queue';

/** The care log's end-of-day summary to the parents who asked for it (decision 118). */
export function registerCareJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock' | 'config'>,
) {
  queue.registerJob(careSummaryJob, careSummaryHandler(ctx), careSummarySchedule);
}
