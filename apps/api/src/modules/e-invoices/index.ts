export { eInvoiceJobs, queueEInvoiceSweep } from './jobs';
export { createEInvoiceProofs } from './proof';
export { createEInvoicesService, type EInvoicesService } from './service';
