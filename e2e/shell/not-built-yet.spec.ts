import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { adminToken } from '../support/sign-in';

test.describe('features not built yet', () => {
  test('[ADMIN] overtime has its menu item', async ({ page, request }) => {
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin modules' });
    await expect(menu.getByRole('link', { name: 'Checkins' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Overtime' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reports' })).toBeVisible();
  });
});
