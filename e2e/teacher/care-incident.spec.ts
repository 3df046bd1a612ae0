import { readFile } from 'node:fs/promises';
import type { Incident } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { adminPage } from '../support/browser-session';
import { type CareLanguage, careFamily, fitsTheWidth, signedInPage } from '../support/care-log';
import { demoHocPassword } from '../support/demo-accounts';
import { expectPdfFrom } from '../support/documents';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { waitForMail } from '../support/mailbox';
import { solidPng } from '../support/png';
import { adminToken, hocToken } from '../support/sign-in';

/**
 * Issue 44's incident report, end to end: a teacher at the door files one with a photo from the
 * child's history, by keyboard; the parents' mail leads to it; the head of centre reviews and
 * completes it; the parent acknowledges it; the staff then see who acknowledged it and when, and
 * correct it (the versions kept); head office lists it for the period and downloads the CSV. Once
 * in English, once in Bahasa Malaysia, with axe at 360 and 1280 px.
 */
const flows = [
  { language: 'en', parent: 'rajesh.s@demo.test', teacher: 'Aina Sofia' },
  { language: 'ms', parent: 'hafiz.hassan@demo.test', teacher: 'Chong Mei Fong' },
] as const;

const words = {
  en: {
    file: 'File an incident report',
    kind: 'Kind',
    accident: 'Accident',
    place: 'Where',
    whatHappened: 'What happened',
    injury: 'Injury',
    knee: 'Knee',
    firstAid: 'First aid given',
    witnesses: 'Witnesses',
    photos: 'Photos (up to 3)',
    submit: 'File report',
    title: 'Incident report',
    list: 'Incident reports',
    reviewNote: 'Review note and action taken',
    complete: 'Complete report',
    completed: 'Completed',
    acknowledge: 'I have read this report',
    acknowledgedBy: 'Acknowledged by',
    correct: 'Correct',
    correction: 'Correct the report',
    reason: 'Why are you correcting it?',
    saveCorrection: 'Save correction',
    versions: 'Versions',
    admin: 'Incidents',
    csv: 'Download CSV',
    pdf: 'Download PDF',
    photo: 'Photo 1 of the report',
  },
  ms: {
    file: 'Failkan laporan insiden',
    kind: 'Jenis',
    accident: 'Kemalangan',
    place: 'Di mana',
    whatHappened: 'Apa yang berlaku',
    injury: 'Kecederaan',
    knee: 'Lutut',
    firstAid: 'Pertolongan cemas diberi',
    witnesses: 'Saksi',
    photos: 'Foto (hingga 3)',
    submit: 'Failkan laporan',
    title: 'Laporan insiden',
    list: 'Laporan insiden',
    reviewNote: 'Nota semakan dan tindakan diambil',
    complete: 'Selesaikan laporan',
    completed: 'Selesai',
    acknowledge: 'Saya telah membaca laporan ini',
    acknowledgedBy: 'Diakui oleh',
    correct: 'Betulkan',
    correction: 'Betulkan laporan',
    reason: 'Mengapa anda membetulkannya?',
    saveCorrection: 'Simpan pembetulan',
    versions: 'Versi',
    admin: 'Insiden',
    csv: 'Muat turun CSV',
    pdf: 'Muat turun PDF',
    photo: 'Foto 1 laporan',
  },
} as const satisfies Record<CareLanguage, Record<string, string>>;

/** No axe violation and no sideways scroll on the page as it is now. */
async function checkPage(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsTheWidth(page)).toBe(true);
}

for (const { language, parent: parentEmail, teacher: teacherName } of flows) {
  test(`[INCIDENT] ${language}: filed with a photo, completed, acknowledged by the parent, listed and exported by head office`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const say = words[language];
    const { teacher, parent, child } = await careFamily(request, parentEmail, teacherName);
    const place = `Playground ${language} ${Date.now()}`;
    const since = Date.now();

    const door = await signedInPage(browser, 'token', teacher, language);
    let incidentId = '';

    await test.step('the teacher files a report with a photo from the child’s history, by keyboard', async () => {
      await door.goto(`/app/teacher/checkin/${child.ID_STUDENT}`);
      const file = door.getByRole('link', { name: say.file });
      await expect(file).toBeVisible();
      await tabTo(door, file, { most: 40 });
      await expectVisibleFocus(file);
      await door.keyboard.press('Enter');
      await expect(door).toHaveURL(new RegExp(`/app/teacher/checkin/${child.ID_STUDENT}/incident$`));
      const kind = door.getByLabel(say.kind, { exact: true });
      await expect(kind).toBeVisible();
      await checkPage(door);
      await kind.selectOption({ label: say.accident });
      await door.getByLabel(say.place, { exact: true }).fill(place);
      await door.getByLabel(say.whatHappened, { exact: true }).fill('Slipped near the slide.');
      await door.getByLabel(say.injury, { exact: true }).fill('A small bruise');
      await door.getByLabel(say.knee, { exact: true }).check();
      await door.getByLabel(say.firstAid, { exact: true }).fill('Cold compress');
      await door.getByLabel(say.witnesses, { exact: true }).fill('Teacher Aina');
      await door.getByLabel(say.photos).setInputFiles({
        name: 'knee.png',
        mimeType: 'image/png',
        buffer: solidPng(160, 120, [200, 120, 120]),
      });
      const submit = door.getByRole('button', { name: say.submit });
      await submit.focus();
      await door.keyboard.press('Enter');
      await expect(door).toHaveURL(/\/app\/teacher\/incidents\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      incidentId = door.url().split('/').at(-1) ?? '';
      await expect(door.getByRole('heading', { name: say.title, level: 1 })).toBeVisible();
      await expect(door.getByText(place)).toBeVisible();
      await expect(door.getByRole('img', { name: say.photo })).toBeVisible();
      await checkPage(door);
    });

    const mail = await waitForMail(parentEmail, since, 30_000, (one) => one.text.includes(incidentId));
    const link = new URL(/https?:\/\/\S+\/parent\/incidents\/\S+/.exec(mail.text)?.[0] ?? '');

    await test.step('the head of centre reviews and completes it', async () => {
      const hoc = await hocToken(request, { email: 'hoc.melawati@demo.test', password: demoHocPassword });
      const office = await signedInPage(browser, 'token', hoc, language, { width: 1280, height: 900 });
      await office.goto('/app/teacher/checkin');
      await office.getByRole('link', { name: new RegExp(`^${say.list}`) }).click();
      await expect(office.getByRole('heading', { name: say.list, level: 1 })).toBeVisible();
      const row = office.locator(`a[href$="/app/teacher/incidents/${incidentId}"]`);
      await expect(row).toBeVisible();
      await checkPage(office);
      await row.click();
      await office.getByLabel(say.reviewNote).fill('Spoke with the family; the floor is now dried at once.');
      await checkPage(office);
      await office.getByRole('button', { name: say.complete }).click();
      await expect(office.getByText(say.completed, { exact: true })).toBeVisible();
      await expect(office.getByRole('button', { name: say.complete })).toHaveCount(0);
      await office.context().close();
    });

    await test.step('the parent opens the mail’s link and acknowledges the report', async () => {
      const family = await signedInPage(browser, 'parent_token', parent, language);
      await family.goto(link.pathname);
      await expect(family.getByText(place)).toBeVisible();
      await checkPage(family);
      await family.getByRole('button', { name: say.acknowledge }).click();
      await expect(family.getByRole('button', { name: say.acknowledge })).toHaveCount(0);
      await family.context().close();
    });

    await test.step('the staff see who acknowledged it and when, and correct it by keyboard', async () => {
      const read = await callApi<Incident>(request, 'GET', `/center/incidents/${incidentId}`, {
        token: teacher,
      });
      const [acknowledgement] = read.acknowledgements;
      if (!acknowledgement) throw new Error('The acknowledgement was not kept');
      await door.reload();
      await expect(door.getByText(say.acknowledgedBy)).toBeVisible();
      await expect(
        door.getByText(new RegExp(`^${acknowledgement.parentName} .+ \\d{2}:\\d{2}`)),
      ).toBeVisible();
      await expectPdfFrom(door, door.getByRole('button', { name: say.pdf }), /^incident-.+\.pdf$/);

      const correct = door.getByRole('button', { name: say.correct, exact: true });
      // From the PDF button just used, Correct is the stop before it.
      await tabTo(door, correct, { backwards: true });
      await expectVisibleFocus(correct);
      await door.keyboard.press('Enter');
      const dialog = door.getByRole('dialog', { name: say.correction });
      await expect(dialog).toBeVisible();
      await checkPage(door);
      await dialog.getByLabel(say.reason).fill('The place was named wrongly');
      await dialog.getByLabel(say.place, { exact: true }).fill(`${place} corrected`);
      await dialog.getByRole('button', { name: say.saveCorrection }).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(correct).toBeFocused();
      await expect(door.getByRole('heading', { name: say.versions })).toBeVisible();
      await expect(door.getByText(`${place} corrected`)).toBeVisible();
      await door.context().close();
    });

    await test.step('head office lists it for the period and downloads the CSV', async () => {
      const token = await adminToken(request);
      const office = await adminPage(browser, token, language);
      await office.goto('/app/admin/incidents');
      await expect(office.getByRole('heading', { name: say.admin, level: 1 })).toBeVisible();
      await expect(office.getByRole('link', { name: child.studentName }).first()).toBeVisible();
      await checkPage(office);
      const download = office.waitForEvent('download');
      await office.getByRole('button', { name: say.csv }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      expect((await download).suggestedFilename()).toMatch(
        /^incidents-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      expect(csv).toContain(`${place} corrected`);
      await office.setViewportSize({ width: 360, height: 780 });
      await checkPage(office);
      await office.goto(`/app/admin/incidents/${incidentId}`);
      await expect(office.getByText(`${place} corrected`)).toBeVisible();
      await checkPage(office);
      await office.context().close();
    });
  });
}
