import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/** What a page's pixels hold in a QR code, or null without one. */
async function qrCodeInPng(file: string): Promise<string | null> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  // Our documents print dark on white: no need to try the page's colours inverted.
  return jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * The text of the QR code on each page of a PDF that has one, in page order, read as a phone
 * would read the printed page: Poppler's `pdftoppm` (Debian's poppler-utils, installed by
 * `.ci/run`) draws each page at 150 dpi, and jsQR decodes the pixels. The API's PDF tests and the
 * browser tests share it.
 */
export async function qrCodesInPdf(bytes: Uint8Array): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cic-pdf-qr-'));
  try {
    const pdf = path.join(folder, 'document.pdf');
    await writeFile(pdf, bytes);
    await run('pdftoppm', ['-r', '150', '-png', pdf, path.join(folder, 'page')]).catch((error) => {
      if (error?.code !== 'ENOENT') throw error;
      throw new Error("pdftoppm is missing: install Debian's poppler-utils (apt-get install poppler-utils)");
    });
    // pdftoppm pads page numbers to the count's digits (page-01.png … page-12.png), so names sort in page order.
    const pages = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    const codes = await Promise.all(pages.map((name) => qrCodeInPng(path.join(folder, name))));
    return codes.filter((code): code is string => code !== null);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
