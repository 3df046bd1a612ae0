import { expect, type Locator, type Page } from '@playwright/test';

/** Pressing the button opens a PDF by a signed link to the file store. */
export async function expectPdfFrom(page: Page, button: Locator) {
  const response = page.waitForResponse((answer) => answer.url().includes('/api/files/'));
  await button.click();
  const pdf = await response;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.waitForURL(/\/api\/files\//);
}
