export { eInvoiceJobs, queueEInvoiceSweep } from './jobs';
export { createEInvoicesService, type DocumentSigner, type EInvoicesService } from './service';
