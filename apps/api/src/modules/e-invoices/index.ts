export { eInvoiceJobs, eInvoiceSweepJob, queueEInvoiceSweep } from './jobs';
export { createEInvoiceProofs } from './proof';
export { eInvoiceOfficeRoutes } from './routes';
export { createEInvoicesService, type EInvoicesService } from './service';
