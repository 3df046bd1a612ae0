import { billingReminderHandler, billingReminderJob, billingReminderSchedule } from './reminders';
import {
  billingDraftJob,
  billingDraftJobHandler,
  billingIssueJob,
  billingIssueJobHandler,
  billingSchedule,
  billingScheduleJob,
  createBillingRunsService,
} from './runs-service';

/**
 * The billing module (issue 41, decision 098): fees, enrolment periods and the monthly run. Other
 * modules use its routes, its jobs, the enrolment a paid registration starts and the issuer a
 * centre's e-invoices carry (`issuerFor`, issue 42).
 */
export { createEInvoiceIssuersService } from './e-invoice-issuers-service';
export { startEnrolmentFromRegistration } from './enrolments-repository';
export { billingRoutes } from './routes';
export const billingJobs = {
  draft: billingDraftJob,
  draftHandler: billingDraftJobHandler,
  issue: billingIssueJob,
  issueHandler: billingIssueJobHandler,
  schedule: billingScheduleJob,
  scheduleCron: billingSchedule,
  reminders: billingReminderJob,
  remindersCron: billingReminderSchedule,
  remindersHandler: billingReminderHandler,
  scheduleHandler: (ctx: Parameters<typeof createBillingRunsService>[0]) => () =>
    createBillingRunsService(ctx).startScheduled(),
};
