import { expect, type Page, test } from '@playwright/test';
import { adminPages, enterGroup, type PageGroup, parentPages, teacherPages } from '../support/every-page';

/**
 * Nothing scrolls sideways on a 360 px phone: every page of every area, the centre page's tabs
 * and the "not available yet" routes included.
 */
const width = 360;
test.use({ viewport: { width, height: 740 } });

/** Visits each path and checks the page is no wider than the screen, listing every page that is. */
async function expectNoSidewaysScroll(page: Page, groups: PageGroup[]): Promise<void> {
  for (const group of groups) {
    await enterGroup(page.context(), group);
    for (const path of group.paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      // Measured once loaded: skeletons give way to the real rows, which are what could be too wide.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
    }
  }
}

test.describe('360 px wide screens', () => {
  test('[PARENT] no page scrolls sideways at 360 px', async ({ page, request }) => {
    test.setTimeout(90_000);
    await expectNoSidewaysScroll(page, await parentPages(request));
  });

  test('[TEACHER] no teacher or head-of-centre page scrolls sideways at 360 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await expectNoSidewaysScroll(page, await teacherPages(request));
  });

  test('[ADMIN] no admin page or centre tab scrolls sideways at 360 px', async ({ page, request }) => {
    test.setTimeout(120_000);
    await expectNoSidewaysScroll(page, await adminPages(request));
  });
});
