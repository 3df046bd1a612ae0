/** The billing module's pages (issue 41): one chunk inside the admin area (see ../index.tsx). */
export { BillingAgeingPage } from './ageing';
export { BillingEInvoicePage } from './e-invoice';
export { BillingEInvoicesPage } from './e-invoices';
export { BillingEnrolmentsPage } from './enrolments';
export { BillingFeesPage } from './fees';
export { BillingRunPage } from './run';
export { BillingRunsPage } from './runs';
export { BillingSettingsPage } from './settings';
export { BillingStatementPage } from './statement';
