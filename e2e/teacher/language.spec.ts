import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { storeSession } from '../support/browser-session';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { snap } from '../support/screenshots';
import { centreId, setTeacherLanguage, teacherToken } from '../support/sign-in';

// Bangsar keeps its seeded password (README, demo data); this test only reads.
const centre = { name: 'CIC Bangsar', password: 'bangsar-pass' };

/** A catalogue key drawn instead of its text, e.g. 'checkin.heading' (issue 18). */
const keyName =
  /\b(nav|checkin|status|studentDialog|history|activities|activityForm|settings|teachers)\.[a-z]/;

test.use({ viewport: { width: 390, height: 844 } });

// Farhana's saved language now follows every sign-in (issue 27): give back English after.
test.afterEach(async ({ request }) => setTeacherLanguage(request, centre, 'Farhana Aziz', 'en'));

test('[TEACHER] switches the app to Bahasa Malaysia from the settings page by keyboard, and it stays so', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const id = await centreId(request, centre.name);
  await storeSession(
    context,
    'token',
    await teacherToken(request, { id, password: centre.password }, 'Farhana Aziz'),
  );

  await page.goto('/app/teacher/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');

  // A row of its own, reached with Tab; the arrow key chooses the next language.
  await tabTo(page, language, { most: 15 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'Tetapan' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expectVisibleFocus(page.getByRole('combobox', { name: 'Bahasa' }));
  await expect(page.getByText('Log keluar', { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(keyName);
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, testInfo, 'ms-settings', true);

  // The other pages follow, and a reload keeps the choice.
  await page.getByRole('link', { name: 'Daftar masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Pilih murid untuk daftar masuk' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Cari murid' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pilih murid untuk daftar masuk' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(keyName);
  await snap(page, testInfo, 'ms-check-in-list', true);

  // A child's dialog and history, whatever the child's record today.
  await page.getByRole('list', { name: 'Murid' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Status terakhir')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Daftar Masuk' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Daftar Keluar' })).toBeVisible();
  await expect(dialog).not.toContainText(keyName);
  await snap(page, testInfo, 'ms-student-dialog');
  await dialog.getByRole('button', { name: 'Lihat Semua' }).click();
  await expect(page.getByText('Sejarah daftar masuk')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tutup' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(keyName);

  await page.goto('/app/teacher/activity/published');
  await expect(page.getByRole('heading', { name: 'Aktiviti Murid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Siar Aktiviti' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(keyName);
  await snap(page, testInfo, 'ms-activities', true);
});
