import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminPages, enterGroup, type PageGroup, parentPages, teacherPages } from '../support/every-page';

/** WCAG 2.2 AA as axe tags it (issue 16). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [360, 1280];

/** One line per violation: rule, impact and the first offending elements. */
async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Visits each page once and checks it at both widths, once its data has loaded. */
async function expectNoViolations(page: Page, groups: PageGroup[]): Promise<void> {
  for (const group of groups) {
    await enterGroup(page.context(), group);
    for (const path of group.paths) {
      await page.setViewportSize({ width: widths[0] ?? 360, height: 740 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
        expect.soft(await violationsOn(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  }
}

test.describe('axe, WCAG 2.2 AA', () => {
  test('[PARENT] public and parent pages have no violation at 360 and 1280 px', async ({ page, request }) => {
    test.setTimeout(120_000);
    await expectNoViolations(page, await parentPages(request));
  });

  test('[TEACHER] teacher and head-of-centre pages have no violation at 360 and 1280 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await expectNoViolations(page, await teacherPages(request));
  });

  test('[ADMIN] admin pages and tabs have no violation at 360 and 1280 px', async ({ page, request }) => {
    test.setTimeout(180_000);
    await expectNoViolations(page, await adminPages(request));
  });

  test('[PARENT] the contact dialog has no violation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByText('Office hours')).toBeVisible();
    await expect(dialog.getByRole('link').first()).toBeVisible();
    expect(await violationsOn(page)).toEqual([]);
  });
});
