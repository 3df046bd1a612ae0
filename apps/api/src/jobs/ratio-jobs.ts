import type { AppContext } from '../app-context';
import { ratioAlertHandler, ratioAlertJob } from '../modules/ratios';
import type { JobQueue } from './queue';

/** The out-of-ratio alert: one job per episode, queued when a centre goes out of ratio (decision 131). */
export function registerRatioJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock' | 'config'>,
) {
  queue.registerJob(ratioAlertJob, ratioAlertHandler({ ...ctx, jobs: queue }));
}
