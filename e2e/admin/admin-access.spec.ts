import { type BrowserContext, type Dialog, expect, type Page, test } from '@playwright/test';
import { setAdminSwitch } from '../support/api';
import { storeSession } from '../support/browser-session';
import { adminRegistrationCode, demoAdmin } from '../support/demo-accounts';
import { snap, snapAtAdminWidths } from '../support/screenshots';
import { adminToken } from '../support/sign-in';
import { signInAsAdmin } from '../support/sign-in-pages';

/** The demo admin's token straight from the API, stored as the app stores it (not the flow under test). */
async function signInByApi(context: BrowserContext): Promise<string> {
  const token = await adminToken(context.request);
  await storeSession(context, 'token', token);
  return token;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin modules' });

test.describe('admin access', () => {
  test('[ADMIN] registers through the prompt, starts without modules and gets Checkins from another admin', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `new.admin.${Date.now()}@demo.test`;
    const password = 'new-admin-pass';
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void (dialog.type() === 'prompt' ? dialog.accept(adminRegistrationCode) : dialog.accept());
    });

    await test.step('the Register link asks for the registration password first', async () => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
      await snapAtAdminWidths(page, testInfo, '01-admin-login');
      await page.getByRole('link', { name: 'Register' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Registration' })).toBeVisible();
      expect(dialogs).toEqual([expect.stringMatching(/^prompt: /)]);
      await expect(page.getByRole('link', { name: 'Existing admin? Login here' })).toBeVisible();
    });

    await test.step('the form checks the rules, then registers', async () => {
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm password').fill('different');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Password must be at least 8 characters long').first()).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill('another-password');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText("Passwords don't match")).toBeVisible();
      await snapAtAdminWidths(page, testInfo, '02-admin-register');
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
    });

    await test.step('a wrong password is a destructive toast with the server message', async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
    });

    await test.step('the new admin has no module yet', async () => {
      await signInAsAdmin(page, { email, password });
      await expect(page.getByRole('heading', { name: 'No modules yet' })).toBeVisible();
      await expect(sidebar(page).getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('banner').getByText(email)).toBeVisible();
      await snapAtAdminWidths(page, testInfo, '03-no-modules');
    });

    await test.step('the demo admin grants only Checkins', async () => {
      const context = await browser.newContext();
      const admin = await context.newPage();
      await signInAsAdmin(admin, demoAdmin);
      await sidebar(admin).getByRole('link', { name: 'Permissions' }).click();
      await expect(admin.getByRole('heading', { name: 'Admin Permissions' })).toBeVisible();
      const table = admin.getByRole('table', { name: 'Admins' });
      await expect(table.getByRole('row').filter({ hasText: demoAdmin.email })).toBeVisible();
      await snapAtAdminWidths(admin, testInfo, '04-permissions');

      await admin.getByRole('searchbox', { name: 'Search by email' }).fill(email);
      await expect(admin).toHaveURL(/search=/);
      const row = table.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText('No permissions set');
      await expect(table.getByRole('row')).toHaveCount(2);

      await row.getByRole('button', { name: `Edit permissions of ${email}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Edit Admin Permissions' });
      await expect(dialog.getByRole('checkbox')).not.toHaveCount(0);
      // Only enabled modules are offered; Enrollment is switched off in the demo data.
      await expect(dialog.getByText('Enrollment')).toHaveCount(0);
      await dialog.getByRole('checkbox', { name: /^Checkins/ }).check();
      await snapAtAdminWidths(admin, testInfo, '05-edit-permissions');
      const reloaded = admin.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Permissions updated successfully', { exact: true })).toBeVisible();
      // The page reloads a second later and keeps the search.
      await reloaded;
      await expect(admin).toHaveURL(/search=/);
      await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Checkins');
      await context.close();
    });

    await test.step('after a reload the new admin sees only Checkins', async () => {
      await page.reload();
      await expect(sidebar(page).getByRole('link')).toHaveText(['Checkins']);
      await page.goto('/app/admin/referrals');
      await expect(page).toHaveURL(/\/app\/admin\/checkins$/);
      // The Invoices pages are for admins with Overtime or Billing (decision 100).
      await page.goto('/app/admin/overtime/invoices');
      await expect(page).toHaveURL(/\/app\/admin\/checkins$/);
    });
  });

  test('[ADMIN] a wrong registration password shows the alert and returns to /admin', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void (dialog.type() === 'prompt' ? dialog.accept('not-the-code') : dialog.accept());
    });
    await page.goto('/admin/register');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    expect(dialogs).toEqual([expect.stringMatching(/^prompt: /), 'alert: Invalid password']);
  });

  test('[ADMIN] a General settings switch persists across a reload', async ({ page }, testInfo) => {
    const token = await signInByApi(page.context());
    const restore = () => setAdminSwitch(page.request, token, 'activities', true);
    try {
      await page.goto('/app/admin/settings/general');
      await expect(page.getByRole('heading', { name: 'General Settings' })).toBeVisible();
      await expect(page.getByText('HOC can manage teachers and change the center password')).toBeVisible();
      await expect(page.getByText('Parents register new students from the parent dashboard')).toBeVisible();
      const activities = page.getByRole('switch', { name: 'Enable Activities' });
      await expect(activities).toBeChecked();
      await snapAtAdminWidths(page, testInfo, '06-general-settings');

      await activities.click();
      await expect(page.getByText('Updating config', { exact: true })).toBeVisible();
      await expect(page.getByText('Please wait...', { exact: true })).toBeVisible();
      await expect(activities).not.toBeChecked();
      await expect(activities).toBeEnabled();
      await page.reload();
      await expect(activities).not.toBeChecked();

      await activities.click();
      await expect(activities).toBeChecked();
      await expect(activities).toBeEnabled();
      await page.reload();
      await expect(activities).toBeChecked();
    } finally {
      await restore();
    }
  });

  test('[ADMIN] the referral leaderboard shows the demo referrals and sorts', async ({ page }, testInfo) => {
    await signInByApi(page.context());
    await page.goto('/app/admin/referrals');
    const table = page.getByRole('table', { name: 'Referral leaderboard' });
    const row = table.getByRole('row').filter({ hasText: 'lim.meiling@demo.test' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    await expect(row).toContainText('RM ');
    await expect(table.getByRole('columnheader', { name: 'Referrals Count' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Most referrals first by default.
    await expect(table.getByRole('row').nth(1)).toContainText('lim.meiling@demo.test');
    await snapAtAdminWidths(page, testInfo, '07-referrals');

    await row.getByRole('button', { name: /^Enrolled children of / }).click();
    let dialog = page.getByRole('dialog', { name: 'Enrolled Children' });
    await expect(dialog.getByRole('cell', { name: 'Lee Yu Xin' })).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText([
      'Name',
      'Center',
      'Package',
      'Year',
      'Status',
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: /^Referral logs of / }).click();
    dialog = page.getByRole('dialog', { name: 'Referral Logs' });
    await expect(dialog.getByText('Ng Hui Min')).toBeVisible();
    await expect(dialog.getByText('Registration Status').first()).toBeVisible();
    await snapAtAdminWidths(page, testInfo, '08-referral-logs');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Email: ascending, descending, then back to the server's order.
    const emailHeader = table.getByRole('columnheader', { name: 'Email' });
    const emails = async () => {
      const rows = await table.getByRole('row').all();
      return Promise.all(rows.slice(1).map((item) => item.getByRole('cell').nth(1).innerText()));
    };
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await emails();
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await emails()).toEqual([...ascending].reverse());
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
    await expect(table.getByRole('columnheader', { name: 'Referrals Count' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  test('[ADMIN] finds a parent by search and opens the detail, under both spellings', async ({
    page,
  }, testInfo) => {
    await signInByApi(page.context());
    await page.goto('/app/admin/users');
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Parents/ })
      .click();
    await expect(page).toHaveURL(/\/app\/admin\/users\/parents$/);
    const table = page.getByRole('table', { name: 'Parents' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await snapAtAdminWidths(page, testInfo, '09-parents');

    await page
      .getByRole('searchbox', { name: 'Search by name, email or phone' })
      .fill('tan.weiming@demo.test');
    await expect(page).toHaveURL(/search=tan\.weiming/);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: 'tan.weiming@demo.test' });
    await row.getByRole('link', { name: 'Tan Wei Ming' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/users\/parents\/[^/]+$/);
    await expect(page.getByRole('heading', { name: /Tan Wei Ming/, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Families' })).toBeVisible();
    await expect(
      page.getByText('lim.meiling@demo.test').or(page.getByText('Lim Mei Ling')).first(),
    ).toBeVisible();
    await snapAtAdminWidths(page, testInfo, '10-parent-detail');

    // The family link opens its detail; the sidebar spelling works as well.
    await page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/admin\/users\/family\/[^/]+$/);
    await expect(page.getByRole('table', { name: 'Members' })).toContainText('Tan Wei Ming');
    await snapAtAdminWidths(page, testInfo, '11-family-detail');

    await sidebar(page).getByRole('link', { name: 'Family' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/user\/family$/);
    await expect(page.getByRole('table', { name: 'Families' }).getByRole('row')).not.toHaveCount(1);
    await snapAtAdminWidths(page, testInfo, '12-families');
    await page.goto('/app/admin/users/unknown');
    await expect(page).toHaveURL(/\/app\/admin\/users$/);
  });

  test('[ADMIN] the layout: remembered sidebar, icon rail on a tablet, account options, logo home', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInByApi(page.context());
    await page.goto('/app/admin/user/family');
    // Until the admin chooses, a tablet gets the icon rail; the names stay for screen readers.
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Referrals' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Families' }).getByRole('row')).not.toHaveCount(1);
    await snap(page, testInfo, '13-tablet-rail-768');

    await expand.click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Family' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Account Options' }).click();
    const options = page.getByRole('dialog', { name: 'Account Options' });
    await expect(options).toContainText(demoAdmin.email);
    await options.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('banner').getByRole('link', { name: 'CIC Connect' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
