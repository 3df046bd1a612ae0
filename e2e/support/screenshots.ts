import type { Page, TestInfo } from '@playwright/test';

/** Saves a screenshot beside the test's results (test-results/<test>/<name>.png), animations finished. */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled', fullPage });
}

/** The admin pages' two widths: desktop-first, still usable on a 768 px tablet. */
export const adminViewports = [
  { width: 1366, height: 900 },
  { width: 768, height: 1024 },
] as const;

/** One screenshot per admin width (`<name>-<width>.png`), then the page's own size again. */
export async function snapAtAdminWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of adminViewports) {
    await page.setViewportSize(size);
    await snap(page, testInfo, `${name}-${size.width}`);
  }
  if (original) await page.setViewportSize(original);
}
