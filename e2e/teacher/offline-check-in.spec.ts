import type { CentreCollectors, CheckInHistory } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { takePhoto } from '../support/check-in-form';
import { canCheckIn, recordThroughApi, studentsOf } from '../support/children';
import { demoCentres } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { waitForTeacherAreaKept, waitingOnPhone } from '../support/offline';
import { centreId, teacherToken } from '../support/sign-in';
import { openAccessLink, pickTeacher } from '../support/sign-in-pages';
import { literally } from '../support/text';

// CIC Bangsar keeps its seeded password (head-of-centre.spec changes Shah Alam's).
const { name: centreName, password: centrePassword } = demoCentres.bangsar;
const teacherName = 'Deepa Menon';
const otherDeviceTeacher = 'Farhana Aziz';

// The door offline is the service worker's work (decision 137).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

type Waiting = { clientId: string; studentId: string; status: string; timestamp: string; refusal?: unknown };
const waitingFields: (keyof Waiting)[] = ['clientId', 'studentId', 'status', 'timestamp', 'refusal'];

async function checkInOffline(page: Page, childName: string) {
  await page.getByRole('searchbox', { name: 'Search student' }).fill(childName);
  await page.getByRole('button', { name: literally(childName) }).click();
  await page.getByRole('dialog', { name: childName }).getByRole('button', { name: 'Check In' }).click();
  const { capture } = await takePhoto(page, 'Check In', childName);
  await capture.click();
  const form = page.getByRole('dialog', { name: 'Check In', exact: true });
  await form.getByLabel('Temperature (°C)').fill('36.7');
  await form.getByRole('button', { name: 'Check In', exact: true }).click();
  await expect(page.getByText('Saved on this phone', { exact: true }).first()).toBeVisible();
  await expect(form).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search student' }).fill('');
}

/** Whether the phone keeps a child's collectors (loaded with the list, decision 092). */
function collectorsKeptFor(page: Page, studentId: string): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('cic-teacher');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('kept').objectStore('kept').get(key);
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => reject(read.error);
        };
      }),
    `collectors:${studentId}`,
  );
}

/**
 * The check-out that follows a waiting check-in, kept too: the child's list is offered offline
 * although the child's form was never opened online; 'Other' names the collector.
 */
async function checkOutOffline(page: Page, childName: string) {
  await page.getByRole('searchbox', { name: 'Search student' }).fill(childName);
  await page.getByRole('button', { name: literally(childName) }).click();
  const dialog = page.getByRole('dialog', { name: childName });
  await expect(dialog.getByRole('button', { name: 'Check In' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Check Out' }).click();
  const { capture } = await takePhoto(page, 'Check Out', childName);
  await capture.click();
  const form = page.getByRole('dialog', { name: 'Check Out', exact: true });
  const collectedBy = form.getByRole('group', { name: 'Collected by' });
  await expect.poll(() => collectedBy.getByRole('radio').count()).toBeGreaterThan(1);
  await collectedBy.getByRole('radio', { name: /Other/ }).check();
  await form.getByLabel('Name of the person collecting').fill('Aunt May');
  await form.getByRole('button', { name: 'Check Out', exact: true }).click();
  await expect(form).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search student' }).fill('');
}

const row = (page: Page, childName: string) => page.getByRole('button', { name: literally(childName) });

test.describe('teacher check-in without a network', () => {
  test('[TEACHER] two check-ins kept offline survive a reload, are stored once each when back online, and one recorded elsewhere meanwhile comes back with the message', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const id = await centreId(request, centreName);
    const otherToken = await teacherToken(request, { id, password: centrePassword }, otherDeviceTeacher);
    const collectors = await callApi<CentreCollectors>(request, 'GET', '/center/collectors', {
      token: otherToken,
    });
    const withParents = new Set(
      collectors.filter((row) => row.collectors.parents.length > 0).map((row) => row.childId),
    );
    // The first child has parents: their names must be offered at the check-out made offline.
    const free = (await studentsOf(request, otherToken))
      .filter((student) => canCheckIn(student))
      .sort((a, b) => Number(withParents.has(b.ID_STUDENT)) - Number(withParents.has(a.ID_STUDENT)));
    const [first, second] = free;
    if (!first || !second) throw new Error(`Two children of ${centreName} must be free to check in.`);

    // Online once: the centre's access link, the teacher's name, the list.
    await openAccessLink(page, id, centrePassword);
    await pickTeacher(page, literally(teacherName));
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    await expect(page.getByRole('list', { name: 'Students' })).toBeVisible();
    await waitForTeacherAreaKept(page);
    await expect.poll(() => collectorsKeptFor(page, first.ID_STUDENT), { timeout: 15_000 }).toBe(true);

    // The network drops: two check-ins and a check-out are kept on the phone and shown as waiting at once.
    await context.setOffline(true);
    await checkInOffline(page, first.studentName);
    await checkInOffline(page, second.studentName);
    for (const child of [first, second])
      await expect(row(page, child.studentName)).toContainText('Waiting to send');
    await expect(page.getByText('2 records waiting to send')).toBeVisible();
    // The waiting check-in makes Check Out the next action, kept as well.
    await checkOutOffline(page, first.studentName);
    await expect(page.getByText('3 records waiting to send')).toBeVisible();
    await expect(page.getByText('You are offline. New records are saved on this phone.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Reloaded still offline: the kept list and the waiting records are still there.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Students' })).toBeVisible({ timeout: 20_000 });
    for (const child of [first, second])
      await expect(row(page, child.studentName)).toContainText('Waiting to send');
    await expect(page.getByText('3 records waiting to send')).toBeVisible();
    const waiting = await waitingOnPhone<Waiting>(page, waitingFields);
    expect(waiting).toHaveLength(3);
    const capturedOf = (studentId: string, status: 'CHECKIN' | 'CHECKOUT') =>
      waiting.find((record) => record.studentId === studentId && record.status === status)?.timestamp;

    // Meanwhile another phone checks the second child in.
    await recordThroughApi(request, otherToken, second.ID_STUDENT, { status: 'CHECKIN', temperature: 36.5 });

    // Back online: the first child's two records are stored once each with their capture times and
    // photos; the second child's comes back.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Not accepted' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('A newer record already exists for this child.')).toBeVisible();
    await expect(row(page, first.studentName)).not.toContainText('Waiting to send');
    const left = await waitingOnPhone<Waiting>(page, waitingFields);
    expect(left.map((record) => record.studentId)).toEqual([second.ID_STUDENT]);

    const history = await callApi<CheckInHistory>(
      request,
      'GET',
      `/center/students/${first.ID_STUDENT}/check-in`,
      {
        token: otherToken,
      },
    );
    const day = Object.values(history).find(
      (records) => records.CHECKIN?.time === capturedOf(first.ID_STUDENT, 'CHECKIN'),
    );
    expect(day?.CHECKIN).toMatchObject({ recordedBy: teacherName, temperature: 36.7 });
    expect(day?.CHECKOUT).toMatchObject({
      recordedBy: teacherName,
      time: capturedOf(first.ID_STUDENT, 'CHECKOUT'),
      collectedBy: { kind: 'OTHER', name: 'Aunt May', relationship: null },
    });
    for (const stored of [day?.CHECKIN, day?.CHECKOUT]) {
      expect((await request.get(stored?.imgUrl ?? '')).status()).toBe(200);
    }

    // The refused one offers Discard and Record again; discarding removes it from the phone.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('heading', { name: 'Not accepted' })).toBeHidden();
    expect(await waitingOnPhone<Waiting>(page, waitingFields)).toEqual([]);
  });

  test('[TEACHER] in Bahasa Malaysia, offline after a reload: the list, the banner, the keyboard, and no idle return', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const id = await centreId(request, centreName);
    await openAccessLink(page, id, centrePassword);
    await pickTeacher(page, literally(teacherName));
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    try {
      await page.goto('/app/teacher/settings');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
      await expect(page.getByRole('heading', { name: 'Tetapan' })).toBeVisible();
      await page.getByRole('link', { name: 'Daftar masuk' }).click();
      await expect(page.getByRole('heading', { name: 'Pilih murid untuk daftar masuk' })).toBeVisible();
      await waitForTeacherAreaKept(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Pilih murid untuk daftar masuk' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(
        page.getByText('Anda di luar talian. Rekod baharu disimpan pada telefon ini.'),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Murid' })).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Cari murid' });
      await tabTo(page, search, { most: 20 });
      await expectVisibleFocus(search);
      expect(await axeViolations(page)).toEqual([]);

      // The centre's idle time (5 minutes) passes offline: no PIN could be checked, so the teacher stays.
      await page.clock.runFor(6 * 60_000);
      await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
      await expect(page.getByRole('heading', { name: 'Pilih murid untuk daftar masuk' })).toBeVisible();
    } finally {
      await context.setOffline(false);
      const token = await teacherToken(request, { id, password: centrePassword }, teacherName);
      await callApi(request, 'PUT', '/language', { token, data: { language: 'en' } });
    }
  });
});
