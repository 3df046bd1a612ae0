import type { ParentAnnouncement } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { photo } from '../support/activity-form';
import { bearer } from '../support/api';
import { storeSession } from '../support/browser-session';
import { demoCentres, demoHocPassword } from '../support/demo-accounts';
import { waitForMail } from '../support/mailbox';
import { adminToken, centreId, hocToken, parentToken, teacherToken } from '../support/sign-in';

/**
 * Issue 30's proof in the browser: an admin publishes an announcement to one centre; a parent of
 * that centre gets the e-mail, sees it unread, then read (the second time in Bahasa Malaysia) and
 * can turn announcement e-mails off; a parent of another centre never sees it. Both parents have
 * an enrolled child (Bangsar's Lakshmi Muthu has none, so no announcement reaches her).
 */
const bangsarParent = 'chong.waikit@demo.test';
const shahAlamParent = 'meena.rajan@demo.test';
const phone = { width: 390, height: 844 };

test('[ANNOUNCEMENTS] an admin publishes to CIC Bangsar: its parent is e-mailed and reads it, a Shah Alam parent sees nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Sports day ${Date.now().toString(36)}`;
  const body = 'Sports day is on Saturday. Details at https://example.com/sports-day.';

  await test.step('the admin writes it for CIC Bangsar and publishes it', async () => {
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    await page
      .getByRole('navigation', { name: 'Admin modules' })
      .getByRole('link', { name: 'Announcements' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await page.getByRole('link', { name: 'New announcement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill(body);
    await page.getByLabel('Choose images').setInputFiles([photo('track.png', [200, 80, 60])]);
    await page.getByLabel('Caption of image 1').fill('The running track');
    await page.getByRole('radio', { name: /Chosen centers/ }).check();
    await page.getByRole('searchbox', { name: 'Search center' }).fill('Bangsar');
    await page.getByRole('checkbox', { name: demoCentres.bangsar.name, exact: true }).click();
    await expect(page.getByRole('list', { name: 'Chosen centers' })).toContainText(demoCentres.bangsar.name);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Announcement published', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Parents reached' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The running track' })).toBeVisible();
  });
  const announcementId = /\/app\/admin\/announcements\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(announcementId, 'the page of the published announcement').toBeTruthy();
  const since = Date.now() - 60_000;

  await test.step('the Bangsar parent gets the e-mail', async () => {
    const mail = await waitForMail(bangsarParent, since, 60_000, (sent) => sent.subject === title);
    expect(mail.text).toContain('Sports day is on Saturday.');
    expect(mail.text).toMatch(/\/parent\/announcements\/[0-9a-f-]{36}/);
  });

  await test.step('the Bangsar parent sees it unread on Home and in the list, then read', async () => {
    await page.setViewportSize(phone);
    await storeSession(page.context(), 'parent_token', await parentToken(request, bangsarParent));
    await page.goto('/parent');
    const tile = page.getByRole('link', { name: /^Announcements/ });
    await expect(tile).toContainText(/\d+ unread/);
    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const card = page.getByRole('link', { name: new RegExp(title) });
    await expect(card).toContainText('New');
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The running track' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://example.com/sports-day' })).toHaveAttribute(
      'href',
      'https://example.com/sports-day',
    );
    await page.getByRole('link', { name: 'Back to Announcements' }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).not.toContainText('New');
  });

  await test.step('Settings → Notifications turns announcement e-mails off and on', async () => {
    await page.goto('/parent/settings');
    const announcementMails = page.getByRole('switch', { name: 'Announcement e-mails' });
    await expect(announcementMails).toBeChecked();
    await announcementMails.click();
    await expect(announcementMails).not.toBeChecked();
    await page.reload();
    await expect(announcementMails).not.toBeChecked();
    await announcementMails.click();
    await expect(announcementMails).toBeChecked();
  });

  await test.step('in Bahasa Malaysia, the list and the announcement read in Malay', async () => {
    await page.goto('/parent/settings');
    await page.getByLabel('Language').selectOption('ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await page.goto('/parent/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Pengumuman' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Pengumuman' })).toBeVisible();
    await page.goto('/parent/settings');
    await page.getByLabel('Bahasa').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('a Shah Alam parent sees nothing of it, and its address answers 404', async () => {
    const token = await parentToken(request, shahAlamParent);
    const answer = await request.get('/api/v2/parent/announcements', { headers: bearer(token) });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: ParentAnnouncement[] };
    expect(data.map((announcement) => announcement.title)).not.toContain(title);
    const direct = await request.get(`/api/v2/parent/announcements/${announcementId}`, {
      headers: bearer(token),
    });
    expect(direct.status()).toBe(404);
    await storeSession(page.context(), 'parent_token', token);
    const listed = page.waitForResponse((response) =>
      response.url().includes('/api/v2/parent/announcements?'),
    );
    await page.goto('/parent/announcements');
    expect((await listed).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  });
});

test('[ANNOUNCEMENTS] the head of CIC Bangsar announces to their centre in the teacher app; a teacher there reads it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Parents' evening ${Date.now().toString(36)}`;
  await page.setViewportSize(phone);

  await test.step('the head of centre writes and publishes it', async () => {
    const hoc = await hocToken(request, { email: 'hoc.bangsar@demo.test', password: demoHocPassword });
    await storeSession(page.context(), 'token', hoc);
    await page.goto('/app/teacher/checkin');
    await page
      .getByRole('navigation', { name: 'Teacher' })
      .getByRole('link', { name: 'Announcements' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await page.getByRole('link', { name: 'New announcement' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('Meet the teachers on Thursday at 6 pm.');
    // A head of centre writes for their own centre: there is no audience to choose.
    await expect(page.getByRole('radio', { name: /Chosen centers/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Announcement published', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#main').getByText(demoCentres.bangsar.name, { exact: true })).toBeVisible();
  });

  await test.step("the head of centre's own list opens a row by keyboard", async () => {
    await page.goto('/app/teacher/announcements');
    const written = page.getByRole('region', { name: 'Written for your center' });
    const link = written.getByRole('link', { name: title });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  await test.step('a teacher of the centre reads it in the Announcements tab', async () => {
    const id = await centreId(request, demoCentres.bangsar.name);
    const teacher = await teacherToken(
      request,
      { id, password: demoCentres.bangsar.password },
      'Farhana Aziz',
    );
    await storeSession(page.context(), 'token', teacher);
    await page.goto('/app/teacher/announcements');
    await expect(page.getByRole('link', { name: 'New announcement' })).toHaveCount(0);
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Meet the teachers on Thursday at 6 pm.')).toBeVisible();
    // The writing pages are the head of centre's: a teacher who types the address meets 404.
    await page.goto('/app/teacher/announcements/new');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveCount(0);
  });
});

test("[ANNOUNCEMENTS] an admin changes a saved image's caption on a draft", async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Caption ${Date.now().toString(36)}`;
  await storeSession(page.context(), 'token', await adminToken(request));
  await page.goto('/app/admin/announcements/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('The new hall opens on Monday.');
  await page.getByLabel('Choose images').setInputFiles([photo('hall.png', [60, 120, 200])]);
  await page.getByLabel('Caption of image 1').fill('The old hall');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Announcement saved as draft', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The old hall' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit announcement' })).toBeVisible();
  await expect(page.getByLabel('Caption of image 1')).toHaveValue('The old hall');
  await page.getByLabel('Caption of image 1').fill('The new hall');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'The new hall' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'The new hall' })).toBeVisible();
});
