import type { Activity } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { solidPng } from '../support/png';
import { snap } from '../support/screenshots';
import { centreId, teacherToken } from '../support/sign-in';

const { name: centreName, password: centrePassword } = demoCentres.melawati;

test.use({ viewport: { width: 390, height: 844 } });

/** A small plain-colour PNG upload, so the test needs no image files. */
function png(name: string, rgb: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: solidPng(48, 32, rgb) };
}

/** Fills the New Activity form for age 4, visible to the parents of that year. */
async function fillActivity(page: Page, title: string, photos: ReturnType<typeof png>[]) {
  await page.getByLabel('Title').fill(title);
  await page.getByRole('checkbox', { name: 'Age 4', exact: true }).click();
  await page.getByLabel('Description').fill(`${title}: the children raced across the field.`);
  await page.getByLabel('Choose images').setInputFiles(photos);
  for (const [index] of photos.entries()) {
    await page.getByLabel(`Caption for image ${index + 1}`).fill(`${title} caption ${index + 1}`);
  }
  await page.getByRole('radio', { name: /Selected years/ }).check();
}

test.describe('teacher activities', () => {
  test('[TEACHER] posts an activity with two photos for age 4, opens it, and saves another as a draft', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const id = await centreId(request, centreName);
    const token = await teacherToken(request, { id, password: centrePassword }, 'Aina Sofia');
    await storeSession(page.context(), 'token', token);
    const draftsBefore = (await callApi<Activity[]>(request, 'GET', '/center/activities/drafts', { token }))
      .length;
    const stamp = Date.now().toString(36);
    const posted = `Sports day ${stamp}`;
    const drafted = `Art corner ${stamp}`;

    await page.goto('/app/teacher/checkin');
    await page.getByRole('navigation', { name: 'Teacher' }).getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/published$/);
    await expect(page.getByRole('heading', { name: 'Student Activities' })).toBeVisible();
    const draftsTab = page
      .getByRole('navigation', { name: 'Activity lists' })
      .getByRole('link', { name: /Drafts/ });
    await expect(draftsTab).toHaveText(`Drafts${draftsBefore}`);

    // An empty form lists every §5 problem in one toast.
    await page.getByRole('link', { name: 'Post Activity' }).click();
    await expect(page.getByRole('heading', { name: 'New Activity' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await expect(page.getByText('Validation Error', { exact: true })).toBeVisible();
    for (const problem of [
      'Title is required',
      'Please upload at least one image',
      'Please select a visibility option',
    ]) {
      await expect(page.getByText(problem, { exact: true })).toBeVisible();
    }

    await fillActivity(page, posted, [png('race.png', [230, 120, 40]), png('finish.png', [40, 120, 230])]);
    await expect(page.getByRole('button', { name: 'Add Images' })).toBeEnabled();
    await snap(page, testInfo, '01-new-activity', true);
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await expect(page.getByText('Activity published successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/published$/);
    await expect(page.getByRole('link', { name: posted, exact: true })).toBeVisible();
    await snap(page, testInfo, '02-published');

    await page.getByRole('link', { name: posted, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: posted })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByText('Age 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activity Images (2)' })).toBeVisible();
    await expect(page.getByText(`${posted} caption 1`)).toBeVisible();
    await expect(page.getByText(`${posted} caption 2`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
    await snap(page, testInfo, '03-view', true);
    await page.getByRole('button', { name: 'View image 2 full screen' }).click();
    const viewer = page.getByRole('dialog', { name: `${posted} caption 2` });
    await expect(viewer.getByRole('button', { name: 'Save Image' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/published$/);

    // Leaving a form with content asks first.
    await page.getByRole('link', { name: 'Post Activity' }).click();
    await page.getByLabel('Title').fill(drafted);
    await page.getByRole('navigation', { name: 'Teacher' }).getByRole('link', { name: 'Checkin' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/new$/);

    await page.getByLabel('Title').fill('');
    await fillActivity(page, drafted, [png('paint.png', [60, 180, 90])]);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Activity saved as draft', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/draft$/);
    await expect(page.getByRole('link', { name: drafted, exact: true })).toBeVisible();
    await expect(draftsTab).toHaveText(`Drafts${draftsBefore + 1}`);
    await snap(page, testInfo, '04-drafts');

    // Delete is permanent, after a confirmation.
    await page.getByRole('button', { name: `Delete ${drafted}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Activity deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: drafted, exact: true })).toHaveCount(0);
    await expect(draftsTab).toHaveText(`Drafts${draftsBefore}`);
  });
});
