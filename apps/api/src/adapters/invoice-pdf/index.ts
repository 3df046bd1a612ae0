export { renderCreditNotePdf } from './credit-note-pdf';
export { renderInvoicePdf } from './invoice-pdf';
export { renderReceiptPdf } from './receipt-pdf';
export { renderStatementPdf, statementEntryText } from './statement-pdf';
export { renderYearlyStatementPdf } from './yearly-statement-pdf';
