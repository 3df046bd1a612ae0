import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Pressing the button saves a PDF from the file store, by a signed link, under the document's
 * number (`fileName`, e.g. /^RCPT-/) rather than the store's key (issue 40).
 */
export async function expectPdfFrom(page: Page, button: Locator, fileName: string | RegExp) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  if (typeof fileName === 'string') expect(file.suggestedFilename()).toBe(fileName);
  else expect(file.suggestedFilename()).toMatch(fileName);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}
