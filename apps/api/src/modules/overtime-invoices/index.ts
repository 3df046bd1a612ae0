import { invoicingRunJob, invoicingRunJobHandler } from './invoicing-runs';

/** What other modules may use: the routes and the job that invoices a whole report. */
export { overtimeInvoicesRoutes } from './routes';
export const overtimeInvoicingJobs = { run: invoicingRunJob, runHandler: invoicingRunJobHandler };
