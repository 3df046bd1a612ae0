import { expect, test } from '@playwright/test';
import { writeAnnouncement } from '../support/announcements';
import { storeSession } from '../support/browser-session';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoCentres } from '../support/demo-accounts';
import { moveClocksAhead, moveServerClock } from '../support/server-clock';
import { adminToken, centreId } from '../support/sign-in';

/**
 * Issue 40: the admin sees which centres a published announcement went to, by name, and an
 * announcement past its end date reads Ended, not Published.
 */
test('[ADMIN] a published announcement names its centres on the list and its page, and reads Ended the day after its end date', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const centres = [demoCentres.bangsar.name, demoCentres.shahAlam.name];
  const title = `Open day ${Date.now().toString(36)}`;
  const id = await writeAnnouncement(request, 'admin', token, {
    title,
    centreIds: await Promise.all(centres.map((name) => centreId(request, name))),
    endDate: kualaLumpurDayFromToday(),
    publish: true,
  });
  await storeSession(page.context(), 'token', token);
  const row = () => page.getByRole('row').filter({ hasText: title });

  await page.goto('/app/admin/announcements');
  await expect(row()).toContainText(centres.join(', '));
  await expect(row().getByText('Published', { exact: true })).toBeVisible();

  try {
    await moveClocksAhead(page, 1);
    await page.goto('/app/admin/announcements');
    await expect(row().getByText('Ended', { exact: true })).toBeVisible();
    await page.getByLabel('Status').selectOption('PUBLISHED');
    await expect(page.getByRole('table')).not.toContainText(title);
    await page.getByLabel('Status').selectOption('ENDED');
    await expect(row()).toHaveCount(1);

    await page.goto(`/app/admin/announcements/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Ended', { exact: true })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: centres.join(', ') })).toBeVisible();
  } finally {
    moveServerClock(0);
  }
});
