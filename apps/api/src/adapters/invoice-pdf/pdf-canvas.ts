import { PDFDocument, type PDFFont, type PDFPage, type RGB, StandardFonts } from 'pdf-lib';
import { ink } from './brand';

/** A4 in points, and the frame every page keeps free for its header and footer. */
export const pageSize: [number, number] = [595.28, 841.89];
export const margin = 40;
export const contentWidth = pageSize[0] - 2 * margin;
export const rightEdge = pageSize[0] - margin;
/** Content stops above this line; the footer is drawn below it. */
const contentBottom = 64;

export type TextStyle = { size: number; bold?: boolean; color?: RGB };
type Placed = TextStyle & { x: number; y: number; width?: number; align?: 'left' | 'right' };

const ellipsis = '…';

/**
 * The most characters (0 to `most`) that still fit, by halving: a pasted name of thousands of
 * characters costs a few measurements, not one per character.
 */
function longestPrefix(most: number, fits: (count: number) => boolean): number {
  let low = 0;
  let high = most;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * One document being drawn: its pages, fonts and a cursor running down the current page. Text
 * is measured before it is drawn, so a cell is wrapped or cut with '…' to its width and never
 * runs into its neighbour; `ensureRoom` starts a new page before anything would cross the footer.
 */
export class PdfCanvas {
  readonly pages: PDFPage[] = [];
  /** The baseline of the next thing drawn on the current page. */
  y = 0;
  private current: PDFPage | undefined;
  private readonly drawable = new Set<number>();

  private constructor(
    readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly startPage: (canvas: PdfCanvas) => void,
  ) {
    for (const code of regular.getCharacterSet()) this.drawable.add(code);
  }

  /** `startPage` draws what heads every page after the first (and sets `y` below it). */
  static async open(title: string, startPage: (canvas: PdfCanvas) => void): Promise<PdfCanvas> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setCreator('CIC Connect');
    pdf.setProducer('CIC Connect');
    const canvas = new PdfCanvas(
      pdf,
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
      startPage,
    );
    canvas.addPage();
    return canvas;
  }

  /** The page being drawn on: the last one, or each in turn inside `eachPage`. */
  get page(): PDFPage {
    if (!this.current) throw new Error('The document has no page');
    return this.current;
  }

  /** A new page with the top of its content at the margin; later pages get their heading. */
  addPage() {
    this.current = this.pdf.addPage(pageSize);
    this.pages.push(this.current);
    this.y = pageSize[1] - margin;
    if (this.pages.length > 1) this.startPage(this);
  }

  /** Starts a new page when `height` more would cross the footer; true when it did. */
  ensureRoom(height: number): boolean {
    if (this.y - height >= contentBottom) return false;
    this.addPage();
    return true;
  }

  /**
   * Text the standard fonts can draw: their WinAnsi characters, others (a Chinese or Tamil name)
   * as '?', so a name never stops a document from being made (decision 069).
   */
  drawableText(text: string): string {
    return Array.from(text.normalize('NFC').replace(/\s+/g, ' '))
      .map((char) => (this.drawable.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  widthOf(text: string, style: TextStyle): number {
    return this.fontOf(style).widthOfTextAtSize(this.drawableText(text), style.size);
  }

  /** The text as is when it fits the width, else cut with '…'. */
  fit(text: string, width: number, style: TextStyle): string {
    const clean = this.drawableText(text);
    if (this.widthOf(clean, style) <= width) return clean;
    const chars = Array.from(clean);
    const cut = (count: number) => `${chars.slice(0, count).join('').trimEnd()}${ellipsis}`;
    return cut(longestPrefix(chars.length, (count) => this.widthOf(cut(count), style) <= width));
  }

  /** Lines of at most `width`, broken between words (inside a word too long for a line), at most `maxLines`. */
  wrap(text: string, width: number, style: TextStyle, maxLines: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.drawableText(text).trim().split(' ')) {
      const joined = line ? `${line} ${word}` : word;
      if (this.widthOf(joined, style) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.widthOf(line, style) > width && Array.from(line).length > 1) {
        const chars = Array.from(line);
        const fits = (count: number) => this.widthOf(chars.slice(0, count).join(''), style) <= width;
        const cut = Math.max(1, longestPrefix(chars.length - 1, fits));
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines) return lines;
    // The lines past the limit never fit beside the last one kept (that is why they broke), so it is cut with '…'.
    return [...lines.slice(0, maxLines - 1), this.fit(lines.slice(maxLines - 1).join(' '), width, style)];
  }

  /** Draws one line at a baseline, cut to `width` when given; right-aligned text ends at `x + width`. */
  text(text: string, placed: Placed) {
    const shown = placed.width === undefined ? this.drawableText(text) : this.fit(text, placed.width, placed);
    const x =
      placed.align === 'right' && placed.width !== undefined
        ? placed.x + placed.width - this.widthOf(shown, placed)
        : placed.x;
    this.page.drawText(shown, {
      x,
      y: placed.y,
      size: placed.size,
      font: this.fontOf(placed),
      color: placed.color ?? ink.text,
    });
  }

  rect(x: number, y: number, width: number, height: number, color: RGB) {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  line(x: number, y: number, width: number, color: RGB, thickness = 0.75) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color });
  }

  /** Draws on every page with its number once all pages exist (the footer's 'page x of y'). */
  eachPage(draw: (number: number, count: number) => void) {
    const last = this.current;
    this.pages.forEach((page, index) => {
      this.current = page;
      draw(index + 1, this.pages.length);
    });
    this.current = last;
  }

  async bytes(): Promise<Uint8Array> {
    return this.pdf.save();
  }

  private fontOf(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }
}
