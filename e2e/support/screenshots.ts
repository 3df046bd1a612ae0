import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a screenshot beside the test's results (test-results/<project>/<test>/<name>.png),
 * animations finished, for a person to look at; CI keeps no files, so it takes none (decision 097).
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  if (process.env.CI) return;
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
