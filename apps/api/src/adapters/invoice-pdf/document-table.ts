import { ink } from './brand';
import { contentWidth, margin, type PdfCanvas } from './pdf-canvas';

/** A column of a document's table: widths add up to the content width. */
export type Column = { header: string; width: number; align?: 'left' | 'right'; lines?: number };

const cell = { size: 8.5 };
const headerCell = { size: 8, bold: true, color: ink.brand };
const padding = 5;
const lineHeight = 11;
const headerHeight = 18;

function drawHeaderRow(canvas: PdfCanvas, columns: readonly Column[]) {
  canvas.rect(margin, canvas.y - headerHeight, contentWidth, headerHeight, ink.headerFill);
  let x = margin;
  for (const column of columns) {
    const width = column.width - 2 * padding;
    canvas.text(column.header, {
      x: x + padding,
      y: canvas.y - 12,
      width,
      align: column.align,
      ...headerCell,
    });
    x += column.width;
  }
  canvas.y -= headerHeight;
}

/**
 * A table that runs over as many pages as its rows need, its header row repeated at the top of
 * each. A cell wraps to its column's `lines` (one by default) and is cut with '…' past them.
 */
export function drawTable(
  canvas: PdfCanvas,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
) {
  canvas.ensureRoom(headerHeight + lineHeight + 8);
  drawHeaderRow(canvas, columns);
  rows.forEach((row, index) => {
    const cells = columns.map((column, at) =>
      canvas.wrap(row[at] ?? '', column.width - 2 * padding, cell, column.lines ?? 1),
    );
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * lineHeight + 8;
    if (canvas.ensureRoom(height)) drawHeaderRow(canvas, columns);
    if (index % 2 === 1) canvas.rect(margin, canvas.y - height, contentWidth, height, ink.brandWash);
    let x = margin;
    columns.forEach((column, at) => {
      (cells[at] ?? []).forEach((line, lineIndex) => {
        const y = canvas.y - 4 - 8 - lineIndex * lineHeight;
        canvas.text(line, {
          x: x + padding,
          y,
          width: column.width - 2 * padding,
          align: column.align,
          ...cell,
        });
      });
      x += column.width;
    });
    canvas.y -= height;
    canvas.line(margin, canvas.y, contentWidth, ink.rule, 0.5);
  });
}

/** What a document prints in place of a table with no rows: one muted line saying so. */
export function drawNoRows(canvas: PdfCanvas, words: string) {
  canvas.text(words, { x: margin, y: canvas.y, width: contentWidth, size: 9, color: ink.muted });
  canvas.y -= 20;
}
