import { type PDFPage, rgb } from 'pdf-lib';

const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

/** The web app's purple (`index.css`'s brand scale, Tailwind purple) and its greys. */
export const ink = {
  brand: hex('#7e22ce'),
  brandLight: hex('#e9d5ff'),
  brandWash: hex('#faf5ff'),
  headerFill: hex('#f3e8ff'),
  text: hex('#111827'),
  muted: hex('#6b7280'),
  rule: hex('#e5e7eb'),
  white: hex('#ffffff'),
};

/** The app's icon (`apps/web/public/favicon.svg`, a 64-unit square) as SVG paths. */
const logoSquare = 'M14 0H50A14 14 0 0 1 64 14V50A14 14 0 0 1 50 64H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z';
const logoCap = 'M32 14 12 24l20 10 16-8v12h4V24L32 14Z';
const logoBrim = 'M20 33v8c0 4 6 8 12 8s12-4 12-8v-8l-12 6-12-6Z';

/** Draws the icon with its top-left corner at (x, top), `size` points square. */
export function drawLogo(page: PDFPage, x: number, top: number, size: number) {
  const scale = size / 64;
  page.drawSvgPath(logoSquare, { x, y: top, scale, color: ink.brand });
  page.drawSvgPath(logoCap, { x, y: top, scale, color: ink.white });
  page.drawSvgPath(logoBrim, { x, y: top, scale, color: ink.brandLight });
}
