import { invoicingRunJob, invoicingRunJobHandler } from './invoicing-runs';

export { isTotalTooLarge } from './invoicing-repository';
export { retriedOnHeldCharge } from './invoicing-runs';
export { issueDates } from './issue-dates';

/**
 * What other modules may use: the routes, the job that invoices a whole report, and the invoice
 * rules the parent's online payments share (the repository, what is owed and overdue, adding a
 * payment to a locked invoice).
 */
export { createOvertimeInvoicesRepository, type OvertimeInvoicesRepository } from './repository';
export { overtimeInvoicesRoutes } from './routes';
export { addLockedPayment, isOverdue, owed } from './service';
export const overtimeInvoicingJobs = { run: invoicingRunJob, runHandler: invoicingRunJobHandler };
