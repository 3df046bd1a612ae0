import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { adminToken } from '../support/sign-in';

test.describe('features not built yet', () => {
  test('[ADMIN] overtime and announcements, built (issue 30), have their menu items and pages', async ({
    page,
    request,
  }) => {
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin modules' });
    await expect(menu.getByRole('link', { name: 'Checkins' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Overtime' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reports' })).toBeVisible();
    await menu.getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/announcements$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  });
});
