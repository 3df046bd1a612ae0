import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { parentToken } from '../support/sign-in';

/** A Bangsar parent with a family and check-ins whom no other browser test signs in (README, demo data). */
const email = 'wan.syafiqah@demo.test';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('parent language', () => {
  test('[PARENT] switches to Bahasa Malaysia in Settings by keyboard; the parent pages follow and stay after a reload', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await storeSession(context, 'parent_token', await parentToken(request, email));
    await page.goto('/parent/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // Issue 18: 'Language' is a row of its own in Settings, reached with Tab like any field.
    const language = page.getByLabel('Language');
    await tabTo(page, language, { most: 15 });
    await expectVisibleFocus(language);
    await page.keyboard.press('ArrowDown');
    // The switch names itself in the new language at once.
    await expect(page.getByLabel('Bahasa')).toHaveValue('ms');

    await expect(page.getByRole('heading', { level: 1, name: 'Tetapan' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const tabs = page.getByRole('navigation', { name: 'Ibu bapa' });
    await expect(tabs.getByRole('link', { name: 'Utama' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tetapan' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Utama' }).click();
    await expect(page.getByText('Selamat kembali,')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Program Rujukan' })).toBeVisible();
    await expect(page).toHaveTitle(/Utama/);
  });
});
