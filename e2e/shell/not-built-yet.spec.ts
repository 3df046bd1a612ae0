import { expect, type Page, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { adminToken, centreId, parentToken, teacherToken } from '../support/sign-in';

/** A route of a feature not built yet: it says so plainly and leads back to the area's home. */
async function expectNotAvailable(page: Page, path: string, title: string, back: string, home: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This page is not available yet.')).toBeVisible();
  await page.getByRole('link', { name: back }).click();
  await expect(page).toHaveURL(home);
}

test.describe('features not built yet', () => {
  test('[PARENT] no entry point to the activity feed, and its route says not available yet', async ({
    page,
    request,
  }) => {
    const token = await parentToken(request, 'nurul.huda@demo.test');
    await storeSession(page.context(), 'parent_token', token);
    await page.goto('/parent');
    await expect(page.getByRole('heading', { name: /Nurul Huda/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Activity' }),
    ).toHaveCount(0);
    await expectNotAvailable(page, '/parent/activity', 'Activity', 'Back to Home', /\/parent$/);
  });

  test('[TEACHER] no Activities tab, and the activity routes say not available yet', async ({
    page,
    request,
  }) => {
    const { bangsar } = demoCentres;
    const id = await centreId(request, bangsar.name);
    const token = await teacherToken(request, { id, password: bangsar.password }, 'Deepa Menon');
    await storeSession(page.context(), 'token', token);
    await page.goto('/app/teacher/checkin');
    await expect(page.getByRole('navigation', { name: 'Teacher' }).getByRole('link')).toHaveText([
      'Checkin',
      'Settings',
    ]);
    await expectNotAvailable(
      page,
      '/app/teacher/activity/published',
      'Student Activities',
      'Back to Check-in',
      /\/app\/teacher\/checkin$/,
    );
  });

  test('[ADMIN] no menu item for activities, overtime or announcements, and their routes say not available yet', async ({
    page,
    request,
  }) => {
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin modules' });
    await expect(menu.getByRole('link', { name: 'Checkins' })).toBeVisible();
    for (const name of ['Activities', 'Overtime', 'Announcements']) {
      await expect(menu.getByRole('link', { name })).toHaveCount(0);
    }
    for (const [path, title] of [
      ['/app/admin/activities', 'Activities'],
      ['/app/admin/overtime/reports', 'Overtime Reports'],
    ] as const) {
      await expectNotAvailable(page, path, title, 'Back to Admin', /\/app\/admin\/checkins$/);
    }
  });
});
