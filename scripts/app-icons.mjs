// Writes the installable app's icons (apps/web/public/icons) from the favicon's drawing:
// `node scripts/app-icons.mjs` after changing apps/web/public/favicon.svg; the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const favicon = readFileSync(path.join(web, 'favicon.svg'), 'utf8');
const glyph = favicon.match(/<path[^>]*\/>/g).join('');
const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)[1];
// A maskable icon is cropped to a circle or squircle: full-bleed colour, the drawing inside the
// middle 80 % (the safe zone).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(9.6 9.6) scale(0.7)">${glyph}</g></svg>`;

const out = path.join(web, 'icons');
mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  ['icon-maskable-512.png', maskable, 512],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}x${size}`);
}
