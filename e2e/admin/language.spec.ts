import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { tabTo } from '../support/keyboard';
import { snap } from '../support/screenshots';
import { adminToken, centreId } from '../support/sign-in';

test.describe('the admin pages in two languages (issue 18)', () => {
  // The demo admin's saved language now follows every sign-in (issue 27): give back English for
  // the specs that sign in on the pages after this one.
  test.afterEach(async ({ request }) => {
    await callApi(request, 'PUT', '/language', {
      token: await adminToken(request),
      data: { language: 'en' },
    });
  });

  test('[ADMIN] chooses Bahasa Malaysia from the account menu by keyboard alone; the admin pages and menu speak it after a reload', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkins' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Account menu → Language, by keyboard: the menu opens on its first item.
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, accountMenu, { most: 40 });
    await page.keyboard.press('Enter');
    const language = page.getByRole('menuitem', { name: 'Language' });
    // A menu item shows focus by its highlight, not a ring.
    await expect(language).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Language' });
    await expect(dialog).toBeVisible();

    // The switch is a Tab stop of the dialog; an arrow key picks the next language.
    // (The dialog's own name changes with the language: found by role from here on.)
    const choice = page.getByRole('dialog').getByRole('combobox');
    await tabTo(page, choice, { most: 3 });
    await expect(choice).toHaveValue('en');
    await page.keyboard.press('ArrowDown');
    await expect(choice).toHaveValue('ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('dialog', { name: 'Bahasa' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The page, its sidebar (every admin's menu) and the account menu now read Malay, after a reload too.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar masuk' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Modul pentadbir' });
    for (const item of ['Daftar masuk', 'Ibu bapa', 'Rujukan', 'Tetapan']) {
      await expect(sidebar.getByRole('link', { name: item, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Menu akaun' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Kehadiran\(%\)/ })).toBeVisible();
    await snap(page, testInfo, 'checkins-ms');

    // A centre's day in Malay: the weekday comes from Intl in Malay, no key shows.
    await page.goto(`/app/admin/checkins/${await centreId(request, demoCentres.bangsar.name)}`);
    await expect(page.getByRole('tab', { name: 'Keseluruhan' })).toBeVisible();
    await expect(
      page.getByText(/^Papan pemuka harian untuk (Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad), /),
    ).toBeVisible();
    await expect(page.getByText('Purata masa masuk', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'centre-ms');
    await expect(page.locator('body')).not.toContainText(
      /\b(checkins|centre|calendar|users|referrals)\.[a-z]+/,
    );

    await page.goto('/app/admin/settings/permissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Kebenaran Pentadbir' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pentadbir' }).getByRole('row')).not.toHaveCount(1);
    await snap(page, testInfo, 'permissions-ms');
    await expect(page.locator('body')).not.toContainText(/\b(permissions|modules|nav)\.[a-zA-Z]+/);

    // The other admin pages of this area, in Malay, with no key name where a word should be.
    const pages = [
      { path: '/app/admin/user/parents', heading: 'Ibu bapa' },
      { path: '/app/admin/user/family', heading: 'Keluarga' },
      { path: '/app/admin/referrals', heading: 'Papan Pendahulu Rujukan' },
      { path: '/app/admin/settings/general', heading: 'Tetapan Umum' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await snap(page, testInfo, `${path.split('/').pop()}-ms`);
      await expect(page.locator('body')).not.toContainText(
        /\b(users|referrals|settings|relation|status)\.[a-zA-Z]+/,
      );
    }
  });
});
