export { eInvoiceJobs, queueEInvoiceSweep } from './jobs';
export { eInvoiceOfficeRoutes } from './routes';
export { createEInvoicesService, type DocumentSigner, type EInvoicesService } from './service';
