export { renderCreditNotePdf } from './credit-note-pdf';
export { familyText, statusText } from './document-formats';
export { renderInvoicePdf } from './invoice-pdf';
export { renderReceiptPdf } from './receipt-pdf';
