import { deflateSync } from 'node:zlib';
import type { Activity } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { snap } from '../support/screenshots';
import { centreId, teacherToken } from '../support/sign-in';

const { name: centreName, password: centrePassword } = demoCentres.melawati;

test.use({ viewport: { width: 390, height: 844 } });

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small plain-colour PNG, made here so the test needs no image files. */
function png(name: string, rgb: [number, number, number], width = 48, height = 32) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
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
