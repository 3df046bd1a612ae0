import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { adminPages, enterGroup } from '../support/every-page';
import { checkEveryPage, desktop } from '../support/page-checks';

// Every admin page and tab at 360 and 1280 px (issue 16): the admin's share of
// `shell/every-page.spec.ts`, run with the desktop project (decision 097). In Malay, they are
// measured by `shell/malay-crawl.spec.ts`.
test.describe('every admin page at 360 and 1280 px', () => {
  test('[ADMIN] admin pages and tabs: no sideways scroll at 360 px, no axe violation', async ({
    page,
    request,
  }) => {
    // About 60 pages and tabs, each measured at two widths: close to 10 minutes on a 2-core machine.
    test.setTimeout(900_000);
    await checkEveryPage(page, await adminPages(request));
  });

  test('[ADMIN] an open menu hides nothing focusable: the account menu and a row menu, no axe violation', async ({
    page,
    request,
  }) => {
    const [group] = await adminPages(request);
    if (!group) throw new Error('No admin pages');
    await enterGroup(page.context(), group);
    await page.setViewportSize(desktop);
    await page.goto('/app/admin/overtime/rules');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeFocused();
  });
});
