import {
  type DocumentCentre,
  type DocumentFamily,
  type DocumentKey,
  type DocumentOrganisation,
  documentText,
  formatSen,
  type Language,
} from '@cic/contract';
import { ink } from './brand';
import { formatDocumentDate } from './document-formats';
import { drawPartyAndFacts, openDocument } from './document-frame';
import { contentWidth, margin, type PdfCanvas } from './pdf-canvas';

/** What a one-amount slip (a receipt, a credit note) draws under its letterhead, in its order. */

const labelWidth = 190;
/** Where a row's value is drawn: right of its label, to the right margin. */
export const slipValueWidth = contentWidth - labelWidth - 10;
export const slipValueStyle = { size: 9.5, bold: true };

/** The slip's amount, large in a washed box with the brand's edge, under its label. */
function drawAmountBox(canvas: PdfCanvas, label: string, amountSen: number) {
  const boxHeight = 58;
  canvas.rect(margin, canvas.y - boxHeight, contentWidth, boxHeight, ink.brandWash);
  canvas.rect(margin, canvas.y - boxHeight, 4, boxHeight, ink.brand);
  const inside = { x: margin + 18, width: contentWidth - 36 };
  canvas.text(label, { ...inside, y: canvas.y - 20, size: 9, color: ink.muted });
  canvas.text(formatSen(amountSen), { ...inside, y: canvas.y - 44, size: 22, bold: true, color: ink.brand });
  canvas.y -= boxHeight + 26;
}

/** What heads a slip: whom it is to, its number and day, the invoice it is for, and its amount. */
type SlipHead = {
  organisation: DocumentOrganisation;
  family: DocumentFamily;
  centre: DocumentCentre;
  number: string;
  day: string;
  invoiceNumber: string;
  amountSen: number;
};
/** The words a kind of slip heads itself with. */
type SlipWords = Record<'title' | 'party' | 'number' | 'day' | 'amount', DocumentKey>;

/**
 * A slip's first page: the letterhead, whom it is to beside its number, day and invoice, then its
 * amount in a box; the cursor ends below the box.
 */
export async function openSlip(slip: SlipHead, words: SlipWords, language: Language) {
  const t = (key: DocumentKey) => documentText(key, language);
  const canvas = await openDocument(slip.organisation, t(words.title), slip.number, language);
  drawPartyAndFacts(
    canvas,
    { label: t(words.party), family: slip.family, centre: slip.centre },
    [
      { label: t(words.number), value: slip.number },
      { label: t(words.day), value: formatDocumentDate(slip.day) },
      { label: t('forInvoice'), value: slip.invoiceNumber },
    ],
    language,
  );
  drawAmountBox(canvas, t(words.amount), slip.amountSen);
  return canvas;
}

/** The slip's facts: a muted label beside its value (a long value on several lines), each ruled off. */
export function drawFactRows(
  canvas: PdfCanvas,
  rows: readonly { label: string; lines: readonly string[] }[],
) {
  for (const row of rows) {
    canvas.text(row.label, { x: margin, y: canvas.y, width: labelWidth, size: 9.5, color: ink.muted });
    row.lines.forEach((line, index) => {
      canvas.text(line, {
        x: margin + labelWidth + 10,
        y: canvas.y - index * 13,
        width: slipValueWidth,
        ...slipValueStyle,
      });
    });
    canvas.y -= 8 + (row.lines.length - 1) * 13;
    canvas.line(margin, canvas.y, contentWidth, ink.rule, 0.5);
    canvas.y -= 16;
  }
}

/** The slip's last words, in the brand's colour below its facts. */
export function drawClosingLine(canvas: PdfCanvas, text: string) {
  canvas.y -= 12;
  canvas.text(text, {
    x: margin,
    y: canvas.y,
    width: contentWidth,
    size: 10.5,
    bold: true,
    color: ink.brand,
  });
}
