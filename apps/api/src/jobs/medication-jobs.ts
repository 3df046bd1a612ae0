import type { AppContext } from '../app-context';
import {
  doseChecksHandler,
  doseChecksJob,
  doseChecksSchedule,
  doseOverdueHandler,
  doseOverdueJob,
} from '../modules/medication';
import type { JobQueue } from './queue';

/** A dose not recorded 30 minutes after its time alerts the heads of centre (decision 126). */
export function registerMedicationJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock' | 'config' | 'jobs'>,
) {
  queue.registerJob(doseChecksJob, doseChecksHandler(ctx), doseChecksSchedule);
  // One check waits per clock time and day, however often it is queued.
  queue.registerJob(doseOverdueJob, doseOverdueHandler(ctx), undefined, { policy: 'short' });
}
