import { formatSen } from '@cic/contract';
import { ink } from './brand';
import { contentWidth, margin, type PdfCanvas } from './pdf-canvas';

/** What a one-amount slip (a receipt, a credit note) draws under its letterhead, in its order. */

const labelWidth = 190;
/** Where a row's value is drawn: right of its label, to the right margin. */
export const slipValueWidth = contentWidth - labelWidth - 10;
export const slipValueStyle = { size: 9.5, bold: true };

/** The slip's amount, large in a washed box with the brand's edge, under its label. */
export function drawAmountBox(canvas: PdfCanvas, label: string, amountSen: number) {
  const boxHeight = 58;
  canvas.rect(margin, canvas.y - boxHeight, contentWidth, boxHeight, ink.brandWash);
  canvas.rect(margin, canvas.y - boxHeight, 4, boxHeight, ink.brand);
  const inside = { x: margin + 18, width: contentWidth - 36 };
  canvas.text(label, { ...inside, y: canvas.y - 20, size: 9, color: ink.muted });
  canvas.text(formatSen(amountSen), { ...inside, y: canvas.y - 44, size: 22, bold: true, color: ink.brand });
  canvas.y -= boxHeight + 26;
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
