import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { statusOf } from '../support/api';
import { type SessionCookie, sessionCookie } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { adminToken, centreId, parentToken, registerAdmin, teacherToken } from '../support/sign-in';
import { openAccessLink, pickTeacher, signInAsAdmin, signInAsParent } from '../support/sign-in-pages';

const day = 24 * 60 * 60 * 1000;
// Accounts no other spec signs in with, so ending their sessions disturbs nothing.
const parentEmail = 'foo.jiawei@demo.test';
const centre = demoCentres.bangsar;
const teacherName = 'Deepa Menon';
const admin = { email: 'everywhere.staff@demo.test', password: 'sign-out-pass-1' };

/** The token cookie ends with the server session (decision 024) and is SameSite=Lax. */
async function expectTokenCookie(context: BrowserContext, name: SessionCookie, days: number): Promise<void> {
  const cookie = await sessionCookie(context, name);
  expect(cookie?.sameSite).toBe('Lax');
  const lifetime = (cookie?.expires ?? 0) * 1000 - Date.now();
  expect(Math.abs(lifetime - days * day)).toBeLessThan(5 * 60 * 1000);
}

/** Confirms "Sign out of all devices" in its dialog and expects the login page with the toast. */
async function confirmSignOutEverywhere(page: Page, loginUrl: RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByText('Signed out of all devices', { exact: true })).toBeVisible();
}

// A parent's two sessions need two codes, and a code can be asked for once a minute: the other
// device's session is made first, so the minute passes while the staff tests run.
let parentOtherDevice: { token: string; codeAskedAt: number };

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const codeAskedAt = Date.now();
  parentOtherDevice = { token: await parentToken(request, parentEmail), codeAskedAt };
  await request.dispose();
});

test.describe('sign out of all devices', () => {
  test('[TEACHER] signs out everywhere from Settings and lands on the teacher login', async ({
    page,
    request,
    context,
  }) => {
    const id = await centreId(request, centre.name);
    const otherDevice = await teacherToken(request, { id, password: centre.password }, teacherName);

    await openAccessLink(page, id, centre.password);
    await pickTeacher(page, teacherName);
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    // A session opened with a PIN lasts 12 hours (decision 084).
    await expectTokenCookie(context, 'token', 0.5);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await confirmSignOutEverywhere(page, /\/teacher$/);
    await expect(page.getByRole('heading', { name: 'Teachers only zone' })).toBeVisible();

    expect(await sessionCookie(context, 'token')).toBeUndefined();
    expect(await statusOf(request, '/auth', otherDevice)).toBe(401);
  });

  test('[ADMIN] signs out everywhere from the account menu and lands on the admin login', async ({
    page,
    request,
    context,
  }) => {
    await registerAdmin(request, admin);
    const otherDevice = await adminToken(request, admin);

    await signInAsAdmin(page, admin);
    await expectTokenCookie(context, 'token', 7);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out of all devices' }).click();
    await confirmSignOutEverywhere(page, /\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();

    expect(await statusOf(request, '/auth', otherDevice)).toBe(401);
  });

  test('[PARENT] signs out everywhere from Settings and lands on the parent login', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    expect(await statusOf(request, '/parent/auth', parentOtherDevice.token)).toBe(200);

    const wait = parentOtherDevice.codeAskedAt + 61_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await signInAsParent(page, parentEmail);
    await expect(page).toHaveURL(/\/parent$/);
    await expectTokenCookie(context, 'parent_token', 90);

    await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await confirmSignOutEverywhere(page, /\/login$/);

    expect(await statusOf(request, '/parent/auth', parentOtherDevice.token)).toBe(401);
  });
});
