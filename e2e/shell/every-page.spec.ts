import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { parentPages } from '../support/every-page';
import { checkEveryPage, phone } from '../support/page-checks';

// Every page at 360 and 1280 px (issue 16), the phone's areas; the teacher's are in
// `teacher/every-teacher-page.spec.ts` (the phone lane), the admin's in `admin/every-admin-page.spec.ts`
// (the desktop lane), so the lanes end together (decision 097). Every page in Malay
// is measured at 360 px by `malay-crawl.spec.ts`.

test.describe('every page at 360 and 1280 px', () => {
  test('[PARENT] public and parent pages: no sideways scroll at 360 px, no axe violation', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    await checkEveryPage(page, await parentPages(request));
  });

  test('[PARENT] the contact dialog has no axe violation', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByRole('link').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
