import { expect, type Page, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { adminToken } from '../support/sign-in';

/** A route of a feature not built yet: it says so plainly and leads back to the area's home. */
async function expectNotAvailable(page: Page, path: string, title: string, back: string, home: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This page is not available yet.')).toBeVisible();
  await page.getByRole('link', { name: back }).click();
  await expect(page).toHaveURL(home);
}

test.describe('features not built yet', () => {
  test('[ADMIN] no menu item for overtime or announcements, and their routes say not available yet', async ({
    page,
    request,
  }) => {
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin modules' });
    await expect(menu.getByRole('link', { name: 'Checkins' })).toBeVisible();
    for (const name of ['Overtime', 'Announcements']) {
      await expect(menu.getByRole('link', { name })).toHaveCount(0);
    }
    await expectNotAvailable(
      page,
      '/app/admin/overtime/reports',
      'Overtime Reports',
      'Back to Admin',
      /\/app\/admin\/checkins$/,
    );
  });
});
