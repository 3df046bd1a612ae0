import type { AppContext } from '../app-context';
import {
  incidentNoticeHandler,
  incidentNoticeJob,
  incidentReminderHandler,
  incidentReminderJob,
  incidentReminderSchedule,
} from '../modules/incidents';
import type { JobQueue } from './queue';

/** Incident reports' notices to the parents: at filing, then each morning until acknowledged (decision 124). */
export function registerIncidentJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock' | 'config'>,
) {
  queue.registerJob(incidentNoticeJob, incidentNoticeHandler(ctx));
  queue.registerJob(incidentReminderJob, incidentReminderHandler(ctx), incidentReminderSchedule);
}
