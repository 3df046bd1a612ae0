import type { AppContext } from '../app-context';
import { billingJobs } from '../modules/billing';
import type { JobQueue } from './queue';

/**
 * Monthly billing (decision 098): drafting a month, issuing its drafts, and the daily look that
 * starts the month's run on the settings' run day, and the daily reminders of invoices owed (Kuala
 * Lumpur time).
 */
export function registerBillingJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'jobs'>,
) {
  queue.registerJob(billingJobs.draft, billingJobs.draftHandler(ctx));
  queue.registerJob(billingJobs.issue, billingJobs.issueHandler(ctx));
  queue.registerJob(billingJobs.schedule, billingJobs.scheduleHandler(ctx), billingJobs.scheduleCron);
  queue.registerJob(billingJobs.reminders, billingJobs.remindersHandler(ctx), billingJobs.remindersCron);
}
