import type { AppContext } from '../app-context';
import { centreClosingHandler, centreClosingJob, centreClosingSchedule } from '../modules/centre-closing';
import type { JobQueue } from './queue';

/** The closing-time check: staff hear who is still checked in once a day per centre (decision 079). */
export function registerCentreClosingJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock' | 'config'>,
) {
  queue.registerJob(centreClosingJob, centreClosingHandler(ctx), centreClosingSchedule);
}
