import { centreAccessLink } from '@cic/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { sessionCookie } from './browser-session';
import { demoAdmin, demoPinOf, demoPins } from './demo-accounts';
import { signInCodeFor } from './mailbox';
import { appOrigin } from './ports.mjs';
import { fromOwnAddress, setAdminLanguage } from './sign-in';

/** Sign-ins the way a user does them, on the pages. */

/** Signs in through /admin; returns the staff token the page stored. */
export async function signInAsAdmin(
  page: Page,
  account: { email: string; password: string },
): Promise<string> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The sign-in loads the saved language's catalogue before the desk: longer than an assertion's
  // default wait on a busy machine.
  await expect(page).toHaveURL(/\/app\/admin(\/|$)/, { timeout: 30_000 });
  const token = (await sessionCookie(page.context(), 'token'))?.value;
  if (!token) throw new Error('No staff token after signing in');
  return token;
}

/** Saves Malay as the demo admin's language (through the API) and signs in on /admin: the pages speak Malay. */
export async function signInAsAdminInMalay(page: Page, request: APIRequestContext): Promise<void> {
  await setAdminLanguage(request, 'ms');
  await signInAsAdmin(page, demoAdmin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
}

/**
 * Asks for a code at /login (or the sign-in page the browser is on, `?next=` kept) and reads it
 * from the SMTP sink; the code dialog is open afterwards.
 */
export async function requestSignInCode(
  page: Page,
  email: string,
  where: 'open /login' | 'here' = 'open /login',
): Promise<string> {
  await fromOwnAddress(page);
  if (where === 'open /login') await page.goto('/login');
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('OTP sent successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toBeVisible();
  return signInCodeFor(email, since);
}

/** Signs a parent in at /login with the code from the SMTP sink. */
export async function signInAsParent(
  page: Page,
  email: string,
  where: 'open /login' | 'here' = 'open /login',
): Promise<void> {
  const code = await requestSignInCode(page, email, where);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification successful', { exact: true })).toBeVisible();
}

/**
 * Signs a parent in at /login after choosing Malay there, with the code from the SMTP sink: the
 * pages speak Malay, and a parent with no saved language keeps it (issue 27).
 */
export async function signInAsParentInMalay(page: Page, email: string): Promise<void> {
  await fromOwnAddress(page);
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('ms');
  const since = Date.now();
  await page.getByLabel('E-mel').fill(email);
  await page.getByRole('button', { name: 'Hantar Kod' }).click();
  const dialog = page.getByRole('dialog', { name: 'Semak e-mel anda' });
  await dialog.getByLabel('Kod pengesahan').fill(await signInCodeFor(email, since));
  await dialog.getByRole('button', { name: 'Sahkan' }).click();
  await expect(page.getByText('Pengesahan berjaya', { exact: true })).toBeVisible();
}

/** Opens a centre's access link: the teacher grid of that centre. */
export async function openAccessLink(page: Page, centreId: string, password: string): Promise<void> {
  await page.goto(centreAccessLink(appOrigin, centreId, password));
}

/** Signs a centre in on /teacher with its name and shared password (the page must be open). */
export async function signInToCentre(page: Page, centre: { name: string; password: string }): Promise<void> {
  await page.getByLabel('Center').selectOption({ label: centre.name });
  await page.getByLabel('Password').fill(centre.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Picks a name on the teacher grid and, with Teacher PINs on (the demo's default), types that
 * person's demo PIN (decision 084).
 */
export async function pickTeacher(page: Page, name: string | RegExp): Promise<void> {
  const card = page.getByRole('button', { name });
  const label = (await card.textContent()) ?? '';
  await card.click();
  const pin = page.getByLabel('PIN', { exact: true });
  const signedIn = page.waitForURL(/\/app(\/|$)/).then(() => false);
  if (await Promise.race([pin.waitFor().then(() => true), signedIn])) {
    const person = Object.keys(demoPins).find((known) => label.includes(known)) ?? label;
    await pin.fill(demoPinOf(person));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}
