import { expect, test } from '@playwright/test';
import { demoHocPassword } from '../support/demo-accounts';
import { snap } from '../support/screenshots';
import { centreId } from '../support/sign-in';
import { signInToCentre } from '../support/sign-in-pages';
import { literally } from '../support/text';

// CIC Shah Alam only: its password changes here, so the check-in flow's centre stays as seeded.
const centreName = 'CIC Shah Alam';
const oldPassword = 'shahalam-pass';
const wrongPasswordMessage = 'The center or password is not correct.';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('head of centre', () => {
  test('[HOC] signs in with e-mail, manages the teachers and generates a new centre password', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const id = await centreId(request, centreName);

    // Centre login: a wrong password is one message for centre and password alike.
    await page.goto('/teacher');
    await expect(page.getByRole('heading', { name: 'Teachers only zone' })).toBeVisible();
    const centre = page.getByLabel('Center');
    await expect(centre.getByRole('option', { name: centreName })).toBeAttached();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Center is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await centre.selectOption({ label: centreName });
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(wrongPasswordMessage, { exact: true })).toBeVisible();
    await snap(page, testInfo, '12-login-failed');
    await page.getByLabel('Password').fill(oldPassword);
    await page.getByRole('button', { name: 'Login' }).click();

    // The head of centre has no token from the centre login: e-mail and password first.
    await page.getByRole('button', { name: /Azlina Mustafa/ }).click();
    // With Teacher PINs on, the PIN step offers the head of centre their e-mail and password (decision 084).
    await page.getByRole('button', { name: 'Use my e-mail and password' }).click();
    await expect(page.getByRole('heading', { name: 'Login as HOC' })).toBeVisible();
    await page.getByLabel('HOC email').fill('not-an-email');
    await page.getByLabel('HOC Password').fill(demoHocPassword);
    await page.getByRole('button', { name: 'Login as HOC' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await snap(page, testInfo, '13-hoc-login');
    await page.getByLabel('HOC email').fill('hoc.shahalam@demo.test');
    await page.getByRole('button', { name: 'Login as HOC' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);

    // Settings: account information, then the teachers.
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Head of Center (HOC)').first()).toBeVisible();
    await expect(page.getByText(centreName).last()).toBeVisible();
    const teachers = page.getByRole('list', { name: 'Teachers' });
    await expect(teachers).toContainText('Nur Syafiqah');
    await expect(teachers.getByRole('button', { name: 'Delete Azlina Mustafa' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Teacher' });
    await dialog.getByLabel('Name').fill('Al');
    await dialog.getByRole('button', { name: 'Add Teacher' }).click();
    await expect(dialog.getByText('Name must be at least 3 characters')).toBeVisible();
    await dialog.getByLabel('Name').fill('Siti Aminah');
    await dialog.getByRole('button', { name: 'Add Teacher' }).click();
    await expect(dialog).toBeHidden();
    await expect(teachers.getByText('Siti Aminah', { exact: true })).toBeVisible();

    await teachers.getByRole('button', { name: 'Rename Siti Aminah' }).click();
    dialog = page.getByRole('dialog', { name: 'Update Teacher' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Siti Aminah');
    await dialog.getByLabel('Name').fill('Siti Aminah Yusof');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(teachers.getByText('Siti Aminah Yusof', { exact: true })).toBeVisible();

    await teachers.getByRole('button', { name: 'Delete Siti Aminah Yusof' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this teacher? This action cannot be undone.'),
    ).toBeVisible();
    await snap(page, testInfo, '14-delete-teacher');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(teachers.getByText('Siti Aminah Yusof')).toHaveCount(0);
    await snap(page, testInfo, '15-settings', true);

    // A new centre password, after a warning; shown once with the access link.
    await page.getByRole('button', { name: 'Generate new password' }).click();
    const warning = page.getByRole('alertdialog', { name: /Generate a new password/ });
    await expect(warning).toContainText('signed out');
    await warning.getByRole('button', { name: 'Generate new password' }).click();
    await expect(page.getByText('New password created', { exact: false })).toBeVisible();
    const password = (await page.getByLabel('Password', { exact: true }).textContent()) ?? '';
    const accessLink = (await page.getByLabel('Access link', { exact: true }).textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect(accessLink).toContain(`/teacher?id=${encodeURIComponent(id)}&password=`);
    await page.getByLabel('Access link', { exact: true }).scrollIntoViewIfNeeded();
    await snap(page, testInfo, '16-new-password');

    // Logout; the old password no longer opens the centre, the new access link does.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/teacher$/);
    await signInToCentre(page, { name: centreName, password: oldPassword });
    await expect(page.getByText(wrongPasswordMessage, { exact: true })).toBeVisible();

    await page.goto(new URL(accessLink).pathname + new URL(accessLink).search);
    await expect(page.getByRole('button', { name: literally('Nur Syafiqah') })).toBeVisible();
  });
});
