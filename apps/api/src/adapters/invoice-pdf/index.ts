export { renderInvoicePdf } from './invoice-pdf';
export { renderReceiptPdf } from './receipt-pdf';
