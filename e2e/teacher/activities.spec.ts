import type { Activity } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { fillActivity, photo } from '../support/activity-form';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { snap } from '../support/screenshots';
import { centreId, teacherToken } from '../support/sign-in';

/** Posting and what parents and the admin then see is `e2e/activities/activity-flow.spec.ts`. */
const { name: centreName, password: centrePassword } = demoCentres.melawati;

test.use({ viewport: { width: 390, height: 844 } });

test.describe('teacher activities', () => {
  test('[TEACHER] checks the form, asks before discarding changes (links and Back), and saves and deletes a draft', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const id = await centreId(request, centreName);
    const token = await teacherToken(request, { id, password: centrePassword }, 'Aina Sofia');
    await storeSession(page.context(), 'token', token);
    const draftsBefore = (await callApi<Activity[]>(request, 'GET', '/center/activities/drafts', { token }))
      .length;
    const drafted = `Art corner ${Date.now().toString(36)}`;

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

    // Leaving a form with content asks first: on the app's links and on the browser's Back button.
    const title = page.getByLabel('Title');
    await title.fill(drafted);
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await page.getByRole('navigation', { name: 'Teacher' }).getByRole('link', { name: 'Checkin' }).click();
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/new$/);

    await page.goBack();
    await expect(discard).toBeVisible();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/new$/);
    await snap(page, testInfo, '01-discard-on-back');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/new$/);
    await expect(title).toHaveValue(drafted);

    await page.goBack();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/published$/);
    await expect(page.getByRole('heading', { name: 'Student Activities' })).toBeVisible();

    await page.getByRole('link', { name: 'Post Activity' }).click();
    await fillActivity(page, drafted, [photo('paint.png', [60, 180, 90])]);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Activity saved as draft', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/teacher\/activity\/draft$/);
    await expect(page.getByRole('link', { name: drafted, exact: true })).toBeVisible();
    await expect(draftsTab).toHaveText(`Drafts${draftsBefore + 1}`);
    await snap(page, testInfo, '02-drafts');

    // Delete is permanent, after a confirmation.
    await page.getByRole('button', { name: `Delete ${drafted}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Activity deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: drafted, exact: true })).toHaveCount(0);
    await expect(draftsTab).toHaveText(`Drafts${draftsBefore}`);
  });
});
