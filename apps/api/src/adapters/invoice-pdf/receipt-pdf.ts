import {
  documentText,
  formatSen,
  invoiceStateText,
  type Language,
  type ReceiptDocument,
  receiptDocumentSchema,
} from '@cic/contract';
import { methodText } from './document-formats';
import { drawFooters } from './document-frame';
import { drawEInvoiceProof } from './e-invoice-proof';
import { drawClosingLine, drawFactRows, openSlip } from './slip-parts';

/**
 * A receipt for one payment as a PDF in the reader's language (issue 28): letterhead, the family
 * and centre beside the receipt's number, date and invoice, then the amount received, how it was
 * paid, and the invoice's total, paid to date, balance and status right after it; then its
 * e-invoice (issue 42).
 */
export async function renderReceiptPdf(document: ReceiptDocument, language: Language): Promise<Uint8Array> {
  const receipt = receiptDocumentSchema.parse(document);
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  const canvas = await openSlip(
    { ...receipt, number: receipt.receiptNumber, day: receipt.paymentDate, amountSen: receipt.receivedSen },
    {
      title: 'receiptTitle',
      party: 'receivedFrom',
      number: 'receiptNumber',
      day: 'paymentDate',
      amount: 'amountReceived',
    },
    language,
  );
  const rows = [
    { label: t('method'), value: methodText(receipt.method, language) },
    { label: t('reference'), value: receipt.reference ?? '-' },
    // Part or all of an online payment kept as credit (decision 088): where each part went.
    ...(receipt.keptAsCreditSen > 0
      ? [
          { label: t('appliedToInvoice'), value: formatSen(receipt.amountSen) },
          { label: t('keptAsCredit'), value: formatSen(receipt.keptAsCreditSen) },
        ]
      : []),
    { label: t('invoiceTotal'), value: formatSen(receipt.invoiceTotalSen) },
    { label: t('paidToDate'), value: formatSen(receipt.paidToDateSen) },
    { label: t('balanceAfter'), value: formatSen(receipt.balanceAfterSen) },
    { label: t('paymentStatus'), value: invoiceStateText(receipt.status, language) },
  ];
  drawFactRows(
    canvas,
    rows.map((row) => ({ label: row.label, lines: [row.value] })),
  );
  drawClosingLine(canvas, t('thankYou'));
  drawEInvoiceProof(canvas, receipt.eInvoice, language);
  drawFooters(canvas, receipt.organisation, language);
  return canvas.bytes();
}
