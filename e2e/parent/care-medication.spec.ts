import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { careFamily, fitsTheWidth, signedInPage } from '../support/care-log';
import { demoHocPassword } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { solidPng } from '../support/png';
import { hocToken } from '../support/sign-in';

/**
 * Issue 44: a parent authorises a medicine with a photo of its label; the head of centre accepts
 * it from the check-in list; a teacher records the dose there by keyboard; the parent sees it on
 * the child's day. Axe and no sideways scroll at 360 and 1280 px, in English and in Malay.
 */
const flows = [
  {
    language: 'en',
    parent: 'tan.weiming@demo.test',
    teacher: 'Aina Sofia',
    words: {
      authorise: 'Authorise a medicine',
      medicineName: 'Medicine name',
      dose: 'Dose',
      label: 'Photo of the label',
      send: 'Send',
      waiting: 'Waiting for the head of center',
      medicines: /^Medicines/,
      today: 'Medicines today',
      accept: 'Accept',
      accepted: 'Accepted',
      record: (medicine: string, name: string) => `Record ${medicine} for ${name} at 12:00`,
      recordTitle: 'Record a dose',
      save: 'Save',
      amount: 'Amount given',
      given: (medicine: string) => `${medicine} given: 5 ml`,
      recorded: (name: string) => new RegExp(`^Given 5 ml at .* by ${name}$`),
    },
  },
  {
    language: 'ms',
    parent: 'chan.siewlan@demo.test',
    teacher: 'Chong Mei Fong',
    words: {
      authorise: 'Benarkan ubat',
      medicineName: 'Nama ubat',
      dose: 'Dos',
      label: 'Foto label',
      send: 'Hantar',
      waiting: 'Menunggu ketua pusat',
      medicines: /^Ubat/,
      today: 'Ubat hari ini',
      accept: 'Terima',
      accepted: 'Diterima',
      record: (medicine: string, name: string) => `Rekod ${medicine} untuk ${name} pada 12:00`,
      recordTitle: 'Rekod dos',
      save: 'Simpan',
      amount: 'Jumlah diberi',
      given: (medicine: string) => `${medicine} diberi: 5 ml`,
      recorded: (name: string) => new RegExp(`^Diberi 5 ml pada .* oleh ${name}$`),
    },
  },
] as const;

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsTheWidth(page)).toBe(true);
}

for (const { language, parent: parentEmail, teacher: teacherName, words } of flows) {
  test(`[MEDICATION] ${language}: authorised with a label photo, accepted, given and seen by the parent`, async ({
    browser,
    request,
  }) => {
    // Three people's browsers, axe on five views: more than one flow's usual minute.
    test.setTimeout(150_000);
    const medicine = `Paracetamol ${crypto.randomUUID().slice(0, 6)}`;
    const { teacher, parent, child } = await careFamily(request, parentEmail, teacherName);
    const head = await hocToken(request, { email: 'hoc.melawati@demo.test', password: demoHocPassword });

    const family = await signedInPage(browser, 'parent_token', parent, language);
    await family.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
    await family.getByRole('button', { name: words.authorise }).click();
    const form = family.getByRole('dialog', { name: words.authorise });
    await form.getByLabel(words.medicineName).fill(medicine);
    await form.getByLabel(words.dose, { exact: true }).fill('5 ml');
    await form.getByLabel(words.label).setInputFiles({
      name: 'label.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 160, [230, 230, 240]),
    });
    await expectAccessible(family);
    await form.getByRole('button', { name: words.send }).click();
    await expect(form).toBeHidden({ timeout: 15_000 });
    await expect(family.getByText(words.waiting)).toBeVisible();
    await expectAccessible(family);

    const hoc = await signedInPage(browser, 'token', head, language);
    await hoc.goto('/app/teacher/checkin');
    await hoc.getByRole('button', { name: words.medicines }).click();
    const list = hoc.getByRole('dialog', { name: words.today });
    const pending = list.getByRole('listitem').filter({ hasText: medicine });
    await expectAccessible(hoc);
    await pending.getByRole('button', { name: words.accept }).click();
    const record = list.getByRole('button', { name: words.record(medicine, child.studentName) });
    await expect(record).toBeVisible();

    const door = await signedInPage(browser, 'token', teacher, language);
    await door.goto('/app/teacher/checkin');
    await door.getByRole('button', { name: words.medicines }).click();
    const doses = door.getByRole('dialog', { name: words.today });
    const recordButton = doses.getByRole('button', { name: words.record(medicine, child.studentName) });
    await expect(recordButton).toBeVisible();
    await tabTo(door, recordButton, { most: 40 });
    await door.keyboard.press('Enter');
    const doseForm = door.getByRole('dialog', { name: words.recordTitle });
    await expect(doseForm).toBeVisible();
    await expectAccessible(door);
    const save = doseForm.getByRole('button', { name: words.save });
    // From the amount (the time's own field has stops of its own), Save is the next stop.
    await doseForm.getByLabel(words.amount).focus();
    await tabTo(door, save, { most: 2 });
    await expectVisibleFocus(save);
    await door.keyboard.press('Enter');
    await expect(doseForm).toBeHidden({ timeout: 15_000 });
    // Saving goes back to today's list, where the dose is now recorded.
    await expect(doses.getByText(words.recorded(teacherName))).toBeVisible();
    await door.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(door);

    await family.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
    await expect(family.getByText(words.given(medicine))).toBeVisible({ timeout: 15_000 });
    await expect(family.getByText(words.accepted, { exact: true })).toBeVisible();
    await family.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(family);
  });
}
