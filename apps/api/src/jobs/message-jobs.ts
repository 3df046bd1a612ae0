import type { AppContext } from '../app-context';
import { messageNoticeHandler, messageNoticeJob } from '../modules/message-notices';
import {
  messageRetentionHandler,
  messageRetentionJob,
  messageRetentionSchedule,
} from '../modules/message-retention';
import type { JobQueue } from './queue';

/**
 * Jobs of conversations (decision 114): each thread's batched notice per side, at most one
 * waiting per thread and side (`short`), and the nightly deletion past the retention.
 */
export function registerMessageJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'config' | 'clock'>,
) {
  queue.registerJob(messageNoticeJob, messageNoticeHandler({ ...ctx, jobs: queue }), undefined, {
    policy: 'short',
  });
  queue.registerJob(messageRetentionJob, messageRetentionHandler(ctx), messageRetentionSchedule);
}
