import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { demoCentres } from '../support/demo-accounts';
import { adminToken, centreId, parentToken, registerAdmin, teacherToken } from '../support/sign-in';
import { openAccessLink, pickTeacher, signInAsAdmin, signInAsParent } from '../support/sign-in-pages';

/**
 * Issue 27: a person's saved language wins after sign-in on any device. Each test signs in from a
 * fresh browser whose sign-in page is English, as someone whose saved choice is Bahasa Malaysia,
 * and sees Malay; the saved choice is left as it was. Accounts no other spec signs in with.
 */
const parentEmail = 'teoh.liying@demo.test';
const centre = demoCentres.shahAlam;
const teacherName = 'Priya Devi';
const admin = { email: 'saved.language@demo.test', password: 'saved-language-1' };

/** Saves a language for whoever holds `token`, as that person's settings would. */
async function saveLanguage(page: Page, token: string, language: 'en' | 'ms'): Promise<void> {
  await callApi(page.request, 'PUT', '/language', { token, data: { language } });
}

test.describe('the saved language follows the person to a new browser', () => {
  test('[TEACHER] a teacher who saved Malay picks her name on an English centre page and the app speaks Malay', async ({
    page,
    request,
  }) => {
    const id = await centreId(request, centre.name);
    await saveLanguage(
      page,
      await teacherToken(request, { id, password: centre.password }, teacherName),
      'ms',
    );

    await openAccessLink(page, id, centre.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await pickTeacher(page, teacherName);
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { name: 'Pilih murid untuk daftar masuk' })).toBeVisible();

    // A reload keeps it, and the saved choice is untouched by the English sign-in page.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const me = await callApi<{ language: string | null }>(request, 'GET', '/auth', {
      token: await teacherToken(request, { id, password: centre.password }, teacherName),
    });
    expect(me.language).toBe('ms');
  });

  test('[ADMIN] an admin who saved Malay signs in on the English admin page and the admin pages speak Malay', async ({
    page,
    request,
  }) => {
    await registerAdmin(request, admin);
    await saveLanguage(page, await adminToken(request, admin), 'ms');

    await signInAsAdmin(page, admin);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('button', { name: 'Menu akaun' })).toBeVisible();
  });

  test('[PARENT] a parent who saved Malay signs in on the English sign-in page and Home greets her in Malay', async ({
    page,
    request,
  }) => {
    // Set up from another address (parentToken's), so the page may ask for its own code at once.
    const setUpToken = await parentToken(request, parentEmail);
    await saveLanguage(page, setUpToken, 'ms');

    await signInAsParent(page, parentEmail);
    await expect(page).toHaveURL(/\/parent$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByText('Selamat kembali,')).toBeVisible();
    const session = await callApi<{ language: string | null }>(page.request, 'GET', '/parent/auth', {
      token: setUpToken,
    });
    expect(session.language).toBe('ms');
  });
});
