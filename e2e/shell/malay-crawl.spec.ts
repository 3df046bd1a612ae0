import { expect, test } from '@playwright/test';
import { englishOn } from '../support/english-on-page';
import { adminPages, parentPages, teacherPages } from '../support/every-page';
import { checkEveryPageInMalay } from '../support/page-checks';

// Every page of every role in Bahasa Malaysia at 360 px: no English-only catalogue text (issue 27),
// no sideways scroll and nothing spilling (issues 27 and 40). One visit a page for all three.
test.describe('every page in Bahasa Malaysia: no English-only text, no sideways scroll at 360 px', () => {
  test('[PARENT] public and parent pages, and the contact dialog', async ({ page, request }) => {
    test.setTimeout(240_000);
    await checkEveryPageInMalay(page, await parentPages(request));
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Hubungi Kami' }).first().click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    expect(await englishOn(page, '/ contact dialog')).toEqual([]);
  });

  test('[TEACHER] teacher and head-of-centre pages', async ({ page, request }) => {
    test.setTimeout(240_000);
    await checkEveryPageInMalay(page, await teacherPages(request));
  });

  test('[ADMIN] admin pages and tabs', async ({ page, request }) => {
    test.setTimeout(360_000);
    await checkEveryPageInMalay(page, await adminPages(request));

    // What the crawl cannot tell from English alone: the Malay words are there instead.
    await page.goto('/app/admin/checkins');
    await expect(page.getByRole('region', { name: 'Pemberitahuan (F8)' })).toBeAttached();
    await expect(page.getByPlaceholder('hh/bb/tttt').first()).toBeVisible();
    await page.goto('/app/admin/overtime/rules');
    await expect(page.getByText('05:00 PTG - 06:00 PTG').first()).toBeVisible();
  });
});
