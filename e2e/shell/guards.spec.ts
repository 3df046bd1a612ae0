import { expect, test } from '@playwright/test';
import { sessionCookie, storeSession } from '../support/browser-session';
import { signInAsParent } from '../support/sign-in-pages';

test.describe('area guards without a session', () => {
  test('[PARENT] /parent without a token goes to /login', async ({ page }) => {
    await page.goto('/parent');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('[PARENT] a deep parent path without a token goes to /login, and back to it after signing in', async ({
    page,
  }) => {
    await page.goto('/parent/children');
    await expect(page).toHaveURL(/\/login\?next=%2Fparent%2Fchildren$/);
    await signInAsParent(page, 'hafiz.hassan@demo.test', 'here');
    await expect(page).toHaveURL(/\/parent\/children$/);
    // Only a parent-area path is followed: anything else lands on Home.
    await page.goto('/login?next=https%3A%2F%2Fexample.com%2F');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/parent');
  });

  test('[PARENT] /referral redirects to /parent, which asks to sign in', async ({ page }) => {
    await page.goto('/referral');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[PARENT] an invalid parent token is removed and the parent goes to /login', async ({
    page,
    context,
  }) => {
    await storeSession(context, 'parent_token', 'not-a-real-token');
    await page.goto('/parent');
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionCookie(context, 'parent_token')).toBeUndefined();
  });

  test('[STAFF] /app without a token goes to /login', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[STAFF] /app/admin without a token goes to /login', async ({ page }) => {
    await page.goto('/app/admin/checkins');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[ADMIN] unknown /admin paths go to the admin login', async ({ page }) => {
    await page.goto('/admin/anything');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  });
});
