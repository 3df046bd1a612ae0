import {
  documentText,
  formatSen,
  invoiceStateText,
  type Language,
  type ReceiptDocument,
  receiptDocumentSchema,
} from '@cic/contract';
import { ink } from './brand';
import { formatDocumentDate, methodText } from './document-formats';
import { drawContinuationHeading, drawFooters, drawLetterhead, drawPartyAndFacts } from './document-frame';
import { contentWidth, margin, PdfCanvas } from './pdf-canvas';

/**
 * A receipt for one payment as a PDF in the reader's language (issue 28): letterhead, the family
 * and centre beside the receipt's number, date and invoice, then the amount received, how it was
 * paid, and the invoice's total, paid to date, balance and status right after it.
 */
export async function renderReceiptPdf(document: ReceiptDocument, language: Language): Promise<Uint8Array> {
  const receipt = receiptDocumentSchema.parse(document);
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  const title = t('receiptTitle');
  const heading = documentText('continued', language, { title, number: receipt.receiptNumber });
  const canvas = await PdfCanvas.open(`${title} ${receipt.receiptNumber}`, (next) =>
    drawContinuationHeading(next, receipt.organisation, heading),
  );
  drawLetterhead(canvas, receipt.organisation, title, language);
  drawPartyAndFacts(
    canvas,
    { label: t('receivedFrom'), family: receipt.family, centre: receipt.centre },
    [
      { label: t('receiptNumber'), value: receipt.receiptNumber },
      { label: t('paymentDate'), value: formatDocumentDate(receipt.paymentDate) },
      { label: t('forInvoice'), value: receipt.invoiceNumber },
    ],
    language,
  );

  const boxHeight = 58;
  canvas.rect(margin, canvas.y - boxHeight, contentWidth, boxHeight, ink.brandWash);
  canvas.rect(margin, canvas.y - boxHeight, 4, boxHeight, ink.brand);
  canvas.text(t('amountReceived'), {
    x: margin + 18,
    y: canvas.y - 20,
    width: contentWidth - 36,
    size: 9,
    color: ink.muted,
  });
  canvas.text(formatSen(receipt.receivedSen), {
    x: margin + 18,
    y: canvas.y - 44,
    width: contentWidth - 36,
    size: 22,
    bold: true,
    color: ink.brand,
  });
  canvas.y -= boxHeight + 26;

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
  for (const row of rows) {
    canvas.text(row.label, { x: margin, y: canvas.y, width: 190, size: 9.5, color: ink.muted });
    canvas.text(row.value, {
      x: margin + 200,
      y: canvas.y,
      width: contentWidth - 200,
      size: 9.5,
      bold: true,
    });
    canvas.y -= 8;
    canvas.line(margin, canvas.y, contentWidth, ink.rule, 0.5);
    canvas.y -= 16;
  }
  canvas.y -= 12;
  canvas.text(t('thankYou'), {
    x: margin,
    y: canvas.y,
    width: contentWidth,
    size: 10.5,
    bold: true,
    color: ink.brand,
  });
  drawFooters(canvas, receipt.organisation, language);
  return canvas.bytes();
}
