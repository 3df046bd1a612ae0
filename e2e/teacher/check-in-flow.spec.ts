import type { CentreStudent } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { takePhoto } from '../support/check-in-form';
import { canCheckIn, childrenOf, chooseFirstCollector, studentsOf } from '../support/children';
import { longDateInKualaLumpur } from '../support/dates';
import { demoCentres, melawatiParents } from '../support/demo-accounts';
import { multipartParts } from '../support/multipart';
import { snap } from '../support/screenshots';
import { centreId, parentToken, teacherToken } from '../support/sign-in';
import { openAccessLink, pickTeacher } from '../support/sign-in-pages';
import { literally } from '../support/text';

const { name: centreName, password: centrePassword } = demoCentres.melawati;
const teacherName = 'Aina Sofia';

test.use({ viewport: { width: 390, height: 844 } });

async function openChild(page: Page, childName: string) {
  await page.getByRole('button', { name: literally(childName) }).click();
  const dialog = page.getByRole('dialog', { name: childName });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('teacher check-in', () => {
  test('[TEACHER] opens the access link, checks a child in and out with photos; the parent sees the record', async ({
    page,
    request,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);

    // A child of a parent with an account whose next action is Check In (no record yet today).
    const id = await centreId(request, centreName);
    const staffToken = await teacherToken(request, { id, password: centrePassword }, teacherName);
    const students = await studentsOf(request, staffToken);
    const candidates = new Map(
      students.filter((student) => canCheckIn(student)).map((s) => [s.ID_STUDENT, s]),
    );
    let child: CentreStudent | undefined;
    let parent = '';
    for (const email of melawatiParents) {
      if (candidates.size === 0) break;
      const token = await parentToken(request, email);
      const found = (await childrenOf(request, token))
        .map((childId) => candidates.get(childId))
        .find(Boolean);
      if (found) {
        child = found;
        parent = token;
        break;
      }
    }
    if (!child) {
      throw new Error(
        `No child of a ${centreName} parent with an account is free to check in now (${candidates.size} free children in all).`,
      );
    }
    const name = child.studentName;
    const today = longDateInKualaLumpur();

    // The access link signs the centre in; the teacher picks their name.
    await openAccessLink(page, id, centrePassword);
    await expect(page.getByRole('heading', { name: 'Teachers only zone' })).toBeVisible();
    const teacherCard = page.getByRole('button', { name: literally(teacherName) });
    await expect(teacherCard).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await snap(page, testInfo, '01-teacher-grid');
    await pickTeacher(page, literally(teacherName));

    // The list, with the search text highlighted.
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    await expect(page.getByRole('heading', { name: 'Select a student to check in' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(teacherName)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Students' })).toBeVisible();
    await snap(page, testInfo, '02-student-list');
    const firstName = name.split(' ')[0] ?? name;
    const search = page.getByRole('searchbox', { name: 'Search student' });
    await search.fill(firstName.toLowerCase());
    await expect(page.locator('mark').first()).toHaveText(new RegExp(`^${firstName}$`, 'i'));
    await snap(page, testInfo, '03-search');

    // Check in: only Check In is enabled.
    let dialog = await openChild(page, name);
    await expect(dialog.getByRole('button', { name: 'Check In' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await snap(page, testInfo, '04-status-dialog');
    await dialog.getByRole('button', { name: 'Check In' }).click();
    let { capture } = await takePhoto(page, 'Check In', name);
    await snap(page, testInfo, '05-camera');
    await capture.click();

    let form = page.getByRole('dialog', { name: 'Check In', exact: true });
    await expect(form.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    await expect(form.getByLabel('Recorded by')).toHaveValue(teacherName);
    await expect(
      form.getByText('To change the recorded by, please logout and login with the correct account.'),
    ).toBeVisible();
    await expect(form.getByLabel('Type')).toHaveValue('Check In');
    await expect(form.getByLabel('Temperature (°C)')).toHaveValue('36.5');
    await form.getByLabel('Temperature (°C)').fill('36.8');
    await form.getByLabel('Note').fill('Arrived with grandmother');
    await snap(page, testInfo, '06-check-in-form');
    // Routed only to read what the page sends (Chromium keeps no body of a file upload otherwise).
    let uploaded: Buffer | null = null;
    await page.route('**/api/v2/center/students/*/check-in', async (route) => {
      if (route.request().method() === 'POST') uploaded = route.request().postDataBuffer();
      await route.continue();
    });
    await form.getByRole('button', { name: 'Check In', exact: true }).click();
    await expect(page.getByText('Checked in successfully', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The phone sends the photo's thumbnail beside it (the server keeps it instead of making one).
    const sentParts = multipartParts(uploaded ?? Buffer.alloc(0));
    await page.unroute('**/api/v2/center/students/*/check-in');
    expect(sentParts.get('thumbnail')?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);

    // The history shows today's check-in with its photo.
    dialog = await openChild(page, name);
    await expect(dialog.getByText(teacherName)).toBeVisible();
    await dialog.getByRole('button', { name: 'View All' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/teacher/checkin/${child.ID_STUDENT}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const day = page.getByRole('region', { name: new RegExp(`^${today}`) });
    const arrival = day.getByRole('article', { name: /^Check In at / });
    await expect(arrival).toContainText('36.8 °C');
    await expect(arrival).toContainText(teacherName);
    await expect(arrival).toContainText('Arrived with grandmother');
    const thumbnail = arrival.getByRole('img');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await snap(page, testInfo, '07-history');
    await arrival.getByRole('button', { name: /Open the photo full screen/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('button', { name: 'Save Image' })).toBeVisible();
    await expect
      .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await snap(page, testInfo, '08-photo-viewer');
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('main').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);

    // Check out: now only Check Out is enabled.
    dialog = await openChild(page, name);
    await expect(dialog.getByRole('button', { name: 'Check In' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Check Out' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Check Out' }).click();
    ({ capture } = await takePhoto(page, 'Check Out', name));
    await capture.click();
    form = page.getByRole('dialog', { name: 'Check Out', exact: true });
    await expect(form.getByLabel('Type')).toHaveValue('Check Out');
    await chooseFirstCollector(form);
    await form.getByRole('button', { name: 'Check Out', exact: true }).click();
    await expect(page.getByText('Checked out successfully', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(form).toBeHidden();

    // Nothing more today: both buttons are disabled.
    dialog = await openChild(page, name);
    await expect(dialog.getByRole('button', { name: 'Check In' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await snap(page, testInfo, '09-done-dialog');

    // In the list the child now has the green tick and today's departure.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await search.fill(name);
    const row = page.getByRole('button', { name: literally(name) });
    await expect(row.getByRole('img', { name: 'Recorded today' })).toBeVisible();
    await expect(row).toContainText('Checked out');
    await snap(page, testInfo, '10-list-ticked');

    dialog = await openChild(page, name);
    await dialog.getByRole('button', { name: 'View All' }).click();
    await expect(
      page
        .getByRole('region', { name: new RegExp(`^${today}`) })
        .getByRole('article', { name: /^Check Out at / }),
    ).toBeVisible();

    // The parent of that child sees today's record with its photo.
    await storeSession(context, 'parent_token', parent);
    await page.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
    const parentDay = page.getByRole('region', { name: new RegExp(`^${today}`) });
    await expect(parentDay).toContainText('36.8 °C');
    const parentPhoto = parentDay.getByRole('img').first();
    await expect
      .poll(() => parentPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await snap(page, testInfo, '11-parent-history');
  });
});
