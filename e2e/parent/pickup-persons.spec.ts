import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { openCheckOutForm } from '../support/check-in-form';
import { childToCheckOut } from '../support/child-to-check-out';
import { longDateInKualaLumpur } from '../support/dates';
import { demoCentres } from '../support/demo-accounts';
import { solidPng } from '../support/png';

const centre = demoCentres.shahAlam;
const teacherName = 'Nur Syafiqah';
/** Parents of CIC Shah Alam with an account (README, demo data). */
const shahAlamParents = [
  'aida.suraya@demo.test',
  'teo.chinhwa@demo.test',
  'meena.rajan@demo.test',
  'faizal.zainal@demo.test',
  'liew.meichen@demo.test',
  'noraini.idris@demo.test',
  'foo.jiawei@demo.test',
];
const person = { name: 'Pak Hamid bin Yusof', relationship: 'Grandfather', phone: '012-555 0199' };
/** A relationship the list does not have: the parents' own words, kept as written. */
const ownWords = 'Tok Wan';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('authorised pick-up persons', () => {
  test('[PARENT] adds a pick-up person; the teacher checks the child out naming them; the parent sees who collected', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    const { staffToken, child, parent } = await childToCheckOut(
      request,
      centre,
      teacherName,
      shahAlamParents,
    );
    const name = child.studentName;

    // The parent opens the child's page, then Pick-up persons, and adds someone with a photo.
    await storeSession(context, 'parent_token', parent);
    await page.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
    await page.getByRole('link', { name: 'Pick-up persons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pick-up persons' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a pick-up person' });
    await dialog.getByLabel('Name').fill(person.name);
    // A relationship of the list is chosen; 'Other' takes the parents' own words.
    await dialog.getByLabel('Relationship', { exact: true }).selectOption('other');
    await dialog.getByLabel('Relationship in your words').fill(ownWords);
    await dialog.getByLabel('Relationship', { exact: true }).selectOption({ label: person.relationship });
    await expect(dialog.getByLabel('Relationship in your words')).toHaveCount(0);
    await dialog.getByLabel('Phone number').fill(person.phone);
    await dialog.getByLabel('Photo (optional)').setInputFiles({
      name: 'hamid.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 160, [200, 160, 120]),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const listed = page.getByRole('listitem').filter({ hasText: person.name });
    await expect(listed).toContainText(person.relationship);
    await expect(listed).toContainText(person.phone);

    // The teacher checks the child out and names the person from the list.
    await storeSession(context, 'token', staffToken);
    await page.goto('/app/teacher/checkin');
    const form = await openCheckOutForm(page, name);
    const collectedBy = form.getByRole('group', { name: 'Collected by' });
    // Nobody chosen: the form says so and sends nothing.
    await form.getByRole('button', { name: 'Check Out', exact: true }).click();
    await expect(collectedBy.getByText('Choose who is collecting the child')).toBeVisible();
    await collectedBy.getByRole('radio', { name: new RegExp(person.name) }).check();
    await form.getByRole('button', { name: 'Check Out', exact: true }).click();
    await expect(page.getByText('Checked out successfully', { exact: true })).toBeVisible({
      timeout: 30_000,
    });

    // The parent's history shows who collected the child.
    await page.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
    const departure = page
      .getByRole('region', { name: new RegExp(`^${longDateInKualaLumpur()}`) })
      .getByRole('article', { name: /^Check-out at / });
    await expect(departure).toContainText(`Collected by ${person.name} (${person.relationship})`);
  });
});
