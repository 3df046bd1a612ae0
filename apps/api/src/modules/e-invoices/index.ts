export { eInvoiceJobs, queueEInvoiceSweep } from './jobs';
export { createEInvoiceProofs } from './proof';
export { createEInvoicesService, type DocumentSigner, type EInvoicesService } from './service';
