import type { AppContext } from '../app-context';
import {
  checkInNotificationHandler,
  checkInNotificationJob,
  testNotificationHandler,
  testNotificationJob,
} from '../modules/notifications';
import type { JobQueue } from './queue';

/** Jobs of notifications: a check-in's e-mails and pushes to the child's parents, and test ones. */
export function registerNotificationJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'config'>,
) {
  queue.registerJob(checkInNotificationJob, checkInNotificationHandler(ctx));
  queue.registerJob(testNotificationJob, testNotificationHandler(ctx));
}
