import {
  type CreditNoteDocument,
  creditNoteDocumentSchema,
  documentText,
  formatSen,
  type Language,
} from '@cic/contract';
import { ink } from './brand';
import { formatDocumentDate } from './document-formats';
import { drawContinuationHeading, drawFooters, drawLetterhead, drawPartyAndFacts } from './document-frame';
import { contentWidth, margin, PdfCanvas } from './pdf-canvas';

const labelWidth = 190;
const valueStyle = { size: 9.5, bold: true };
/** The admin's reason is up to 500 characters: it wraps, and is never cut short of that. */
const reasonLines = 12;

/**
 * A credit note as a PDF in the reader's language (decision 089), drawn like the receipt:
 * letterhead, the family and centre beside the credit note's number, day and the invoice it
 * refunds, then the amount refunded, the centre's reason in its own words, and the invoice's
 * total, paid and refunded sums right after it.
 */
export async function renderCreditNotePdf(
  document: CreditNoteDocument,
  language: Language,
): Promise<Uint8Array> {
  const note = creditNoteDocumentSchema.parse(document);
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  const title = t('creditNoteTitle');
  const heading = documentText('continued', language, { title, number: note.creditNoteNumber });
  const canvas = await PdfCanvas.open(`${title} ${note.creditNoteNumber}`, (next) =>
    drawContinuationHeading(next, note.organisation, heading),
  );
  drawLetterhead(canvas, note.organisation, title, language);
  drawPartyAndFacts(
    canvas,
    { label: t('refundedTo'), family: note.family, centre: note.centre },
    [
      { label: t('creditNoteNumber'), value: note.creditNoteNumber },
      { label: t('issueDate'), value: formatDocumentDate(note.issueDate) },
      { label: t('forInvoice'), value: note.invoiceNumber },
    ],
    language,
  );

  const boxHeight = 58;
  canvas.rect(margin, canvas.y - boxHeight, contentWidth, boxHeight, ink.brandWash);
  canvas.rect(margin, canvas.y - boxHeight, 4, boxHeight, ink.brand);
  canvas.text(t('amountRefunded'), {
    x: margin + 18,
    y: canvas.y - 20,
    width: contentWidth - 36,
    size: 9,
    color: ink.muted,
  });
  canvas.text(formatSen(note.amountSen), {
    x: margin + 18,
    y: canvas.y - 44,
    width: contentWidth - 36,
    size: 22,
    bold: true,
    color: ink.brand,
  });
  canvas.y -= boxHeight + 26;

  const valueWidth = contentWidth - labelWidth - 10;
  const rows = [
    { label: t('creditReason'), lines: canvas.wrap(note.reason, valueWidth, valueStyle, reasonLines) },
    { label: t('invoiceTotal'), lines: [formatSen(note.invoiceTotalSen)] },
    { label: t('paid'), lines: [formatSen(note.paidSen)] },
    { label: t('refundedToDate'), lines: [formatSen(note.refundedToDateSen)] },
  ];
  for (const row of rows) {
    canvas.text(row.label, { x: margin, y: canvas.y, width: labelWidth, size: 9.5, color: ink.muted });
    row.lines.forEach((line, index) => {
      canvas.text(line, {
        x: margin + labelWidth + 10,
        y: canvas.y - index * 13,
        width: valueWidth,
        ...valueStyle,
      });
    });
    canvas.y -= 8 + (row.lines.length - 1) * 13;
    canvas.line(margin, canvas.y, contentWidth, ink.rule, 0.5);
    canvas.y -= 16;
  }
  canvas.y -= 12;
  canvas.text(t('creditNoteClosing'), {
    x: margin,
    y: canvas.y,
    width: contentWidth,
    size: 10.5,
    bold: true,
    color: ink.brand,
  });
  drawFooters(canvas, note.organisation, language);
  return canvas.bytes();
}
