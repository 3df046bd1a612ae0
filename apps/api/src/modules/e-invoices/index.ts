export { eInvoiceJobs, queueEInvoiceSweep } from './jobs';
export { createEInvoiceProofs, type EInvoiceProof } from './proof';
export { createEInvoicesService, type DocumentSigner, type EInvoicesService } from './service';
