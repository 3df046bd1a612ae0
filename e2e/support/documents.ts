import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The text of each QR code a PDF's pages show (the e-invoice's MyInvois link), as a phone reads it. */
export { qrCodesInPdf } from '../../apps/api/test/pdf-qr';

/**
 * Pressing the button saves a PDF from the file store, by a signed link, under the document's
 * number (`fileName`, e.g. /^RCPT-/) rather than the store's key (issue 40). Answers its bytes, for
 * a test to read further (`qrCodesInPdf`).
 */
export async function expectPdfFrom(page: Page, button: Locator, fileName: string | RegExp): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  if (typeof fileName === 'string') expect(file.suggestedFilename()).toBe(fileName);
  else expect(file.suggestedFilename()).toMatch(fileName);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return bytes;
}
