import type { CentreStudent, LiveRatio, RatioRules, Shift } from '@cic/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startFakePushService } from '../../apps/api/test/fake-push-service';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { takePhoto } from '../support/check-in-form';
import { canCheckIn, recordThroughApi, studentsOf } from '../support/children';
import { demoCentres, demoHocPassword, demoPinOf } from '../support/demo-accounts';
import { waitingOnPhone } from '../support/offline';
import { desktop, expectCleanAtSizes, phone } from '../support/page-checks';
import { appOrigin, e2ePorts } from '../support/ports.mjs';
import { adminToken, centreId, hocToken, setTeacherLanguage, teacherToken } from '../support/sign-in';
import { literally } from '../support/text';

// CIC Taman Melawati: its staff start the day not clocked in (the demo seed), so the door decides.
const centre = demoCentres.melawati;
const first = 'Aina Sofia';
const second = 'Kavitha Rao';
const headOfCentre = { email: 'hoc.melawati@demo.test', password: demoHocPassword };

const words = {
  en: {
    centre: 'Center',
    password: 'Password',
    login: 'Login',
    whoAreYou: 'Who are you?',
    signIn: 'Sign in',
    clockIn: 'Clock in',
    clockOut: 'Clock out',
    clockedIn: /^Clocked in at \d{2}:\d{2} (AM|PM)$/,
    clockedOut: /^Clocked out at \d{2}:\d{2} (AM|PM)$/,
    inRatio: (staff: number, needed: number) => `${staff} staff, ${needed} needed`,
    outOfRatio: (short: number) => `Out of ratio: ${short} more needed`,
    pushTitle: `Out of ratio at ${centre.name}`,
  },
  ms: {
    centre: 'Pusat',
    password: 'Kata laluan',
    login: 'Log masuk',
    whoAreYou: 'Siapakah anda?',
    signIn: 'Log masuk',
    clockIn: 'Daftar masuk kerja',
    clockOut: 'Daftar keluar kerja',
    clockedIn: /^Daftar masuk kerja pada \d{2}:\d{2} (PG|PTG)$/,
    clockedOut: /^Daftar keluar kerja pada \d{2}:\d{2} (PG|PTG)$/,
    inRatio: (staff: number, needed: number) => `${staff} kakitangan, ${needed} diperlukan`,
    outOfRatio: (short: number) => `Nisbah tidak dipenuhi: perlu ${short} kakitangan lagi`,
    pushTitle: `Nisbah tidak dipenuhi di ${centre.name}`,
  },
} as const;
type Language = keyof typeof words;

const teacherOf = async (request: APIRequestContext, name: string) =>
  teacherToken(request, { id: await centreId(request, centre.name), password: centre.password }, name);

const liveRatio = (request: APIRequestContext, token: string) =>
  callApi<LiveRatio>(request, 'GET', '/center/ratio', { token });

/** The centre type's rule: one band from birth, `childrenPerStaff` children a carer. */
const oneBand = (request: APIRequestContext, admin: string, careType: string, childrenPerStaff: number) =>
  callApi<RatioRules>(request, 'PUT', `/admin/ratio-rules/${careType}`, {
    token: admin,
    data: { bands: [{ fromAge: 0, childrenPerStaff }] },
  });

/** Opens the door phone: the centre login once, then the names. */
async function openDoor(page: Page, language: Language) {
  await page.goto('/teacher');
  if (language === 'ms') await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
  await page.getByLabel(words[language].centre).selectOption({ label: centre.name });
  await page.getByLabel(words[language].password).fill(centre.password);
  await page.getByRole('button', { name: words[language].login }).click();
  await expect(page.getByRole('heading', { name: words[language].whoAreYou })).toBeVisible();
}

/** At the door, by keyboard: the name, the PIN, then Tab past 'Sign in' to Clock in or Clock out. */
async function clockAtDoor(page: Page, language: Language, name: string, direction: 'IN' | 'OUT') {
  const w = words[language];
  await page.getByRole('button', { name: literally(name) }).focus();
  await page.keyboard.press('Enter');
  const pin = page.getByLabel('PIN', { exact: true });
  await expect(pin).toBeFocused();
  await page.keyboard.type(demoPinOf(name));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: w.signIn, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  if (direction === 'OUT') await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: direction === 'IN' ? w.clockIn : w.clockOut })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(direction === 'IN' ? w.clockedIn : w.clockedOut).first()).toBeVisible();
  // Ready for the next person.
  await expect(page.getByRole('heading', { name: w.whoAreYou })).toBeFocused();
}

const checkAxeAtBothWidths = (page: Page) => expectCleanAtSizes(page, [phone, desktop]);

/** Checks in a child on the list through the page (photo, form), as the teacher does. */
async function checkInOnThePage(page: Page, child: CentreStudent) {
  await page.getByRole('searchbox').fill(child.studentName);
  // The row itself: the day lane's care specs give some children a 'Day of …' button too.
  await page.locator(`[data-student-id="${child.ID_STUDENT}"]`).click();
  await page
    .getByRole('dialog', { name: child.studentName })
    .getByRole('button', { name: 'Check In' })
    .click();
  const { capture } = await takePhoto(page, 'Check In', child.studentName);
  await capture.click();
  const form = page.getByRole('dialog', { name: 'Check In', exact: true });
  await form.getByRole('button', { name: 'Check In', exact: true }).click();
  await expect(page.getByText('Checked in successfully', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox').fill('');
}

/** Clocks a person out through the door's API when the test left them in. */
async function clockOutIfIn(request: APIRequestContext, name: string) {
  const token = await hocToken(request, headOfCentre);
  const shifts = await callApi<Shift[]>(request, 'GET', '/super-manager/staff-attendance/shifts', { token });
  if (!shifts.some((shift) => shift.name === name && shift.endedAt === null)) return;
  await callApi(request, 'POST', '/center/staff-attendance/clock', {
    token: await teacherOf(request, name),
    data: { direction: 'OUT', capturedAt: new Date().toISOString(), clientRequestId: crypto.randomUUID() },
  });
}

let push: Awaited<ReturnType<typeof startFakePushService>>;
test.beforeAll(async () => {
  push = await startFakePushService(e2ePorts.push);
});
test.afterAll(async () => {
  await push.close();
});

for (const language of ['en', 'ms'] as const) {
  test(`[TEACHER] clocks in at the door with the PIN; the ratio banner follows check-ins and staff (${language})`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const w = words[language];
    const admin = await adminToken(request);
    const staff = await teacherOf(request, first);
    const { careType } = await liveRatio(request, staff);
    const rules = await callApi<RatioRules[]>(request, 'GET', '/admin/ratio-rules', { token: admin });
    const before = rules.find((rule) => rule.careType === careType);
    if (!before) throw new Error(`No ratio rules for ${careType}`);
    if (language === 'ms') await setTeacherLanguage(request, centre, first, 'ms');
    try {
      await callApi(request, 'PUT', '/admin/ratio-settings', { token: admin, data: { alertMinutes: 1 } });
      // The staff get the alert on their phones: the first teacher's has push on.
      const device = push.subscribe();
      await callApi(request, 'POST', '/center/notifications/push', {
        token: staff,
        data: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
      });

      await page.setViewportSize(phone);
      await openDoor(page, language);
      await page.getByRole('button', { name: literally(first) }).click();
      await expect(page.getByRole('button', { name: w.clockIn })).toBeVisible();
      await checkAxeAtBothWidths(page);
      // The phone stays signed in to the centre: a reload opens at the names.
      await page.reload();
      await expect(page.getByRole('heading', { name: w.whoAreYou })).toBeVisible();
      await clockAtDoor(page, language, first, 'IN');

      // Room for exactly the children in now (one band, at least one place): in ratio with one carer,
      // out of it after one or two more, whatever the hour has left to check in.
      const now = await liveRatio(request, staff);
      await oneBand(request, admin, careType, Math.max(now.children, 1));

      await page.getByRole('button', { name: literally(first) }).click();
      await page.getByLabel('PIN', { exact: true }).fill(demoPinOf(first));
      await page.getByRole('button', { name: w.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
      const inRatio = await liveRatio(request, staff);
      expect(inRatio.outOfRatio).toBe(false);
      await expect(
        page.getByRole('status').filter({ hasText: w.inRatio(1, inRatio.staffNeeded) }),
      ).toBeVisible();

      // Children checked in until the centre is out of ratio: the first on the page (in English),
      // the others through the API.
      const free = (await studentsOf(request, staff)).filter(canCheckIn);
      let out = inRatio;
      for (const [index, child] of free.entries()) {
        if (out.outOfRatio) break;
        if (language === 'en' && index === 0) await checkInOnThePage(page, child);
        else
          await recordThroughApi(request, staff, child.ID_STUDENT, { status: 'CHECKIN', temperature: 36.6 });
        out = await liveRatio(request, staff);
      }
      expect(out).toMatchObject({ outOfRatio: true, staffPresent: 1, short: 1 });
      // The list's minute refresh shows it; a reload does at once.
      await page.reload();
      const alert = page.getByRole('status').filter({ hasText: w.outOfRatio(1) });
      await expect(alert).toBeVisible();
      await checkAxeAtBothWidths(page);

      // Out of ratio past the set minute: the staff clocked in get a push, in the teacher's language.
      await expect
        .poll(() => push.received(device.endpoint).length, { timeout: 150_000, intervals: [5_000] })
        .toBe(1);
      expect(JSON.parse(push.received(device.endpoint)[0]?.payload ?? '{}').title).toBe(w.pushTitle);

      // A second teacher clocks in at the door (another phone: this one is signed in): in ratio again.
      const doorPhone = await browser.newContext({ viewport: phone, baseURL: appOrigin });
      const door = await doorPhone.newPage();
      await openDoor(door, language);
      await clockAtDoor(door, language, second, 'IN');
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: w.inRatio(2, 2) })).toBeVisible();

      // Both clock out: the lane as it was.
      await clockAtDoor(door, language, first, 'OUT');
      await clockAtDoor(door, language, second, 'OUT');
      await doorPhone.close();
    } finally {
      await clockOutIfIn(request, first);
      await clockOutIfIn(request, second);
      await callApi(request, 'PUT', `/admin/ratio-rules/${careType}`, {
        token: admin,
        data: { bands: before.bands.map(({ fromAge, childrenPerStaff }) => ({ fromAge, childrenPerStaff })) },
      });
      await callApi(request, 'PUT', '/admin/ratio-settings', { token: admin, data: { alertMinutes: 5 } });
      if (language === 'ms') await setTeacherLanguage(request, centre, first, 'en');
    }
  });
}

test.describe('the door offline, through the service worker (decision 137)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[TEACHER] a clock-in at the door without a network is kept, then sent once with its true time', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    try {
      await openDoor(page, 'en');
      await page.getByRole('button', { name: literally(first) }).click();
      await page.getByLabel('PIN', { exact: true }).fill(demoPinOf(first));
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Clock in' }).click();
      await expect(
        page
          .getByText(
            /^No connection\. Your clock-in at \d{2}:\d{2} (AM|PM) is kept on this phone and will be sent when it is back online\.$/,
          )
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeFocused();
      await expect(page.getByText('1 clock entry waiting to send', { exact: true })).toBeVisible();
      const [kept] = await waitingOnPhone<{ kind: string; timestamp: string; name: string; pin?: string }>(
        page,
        ['kind', 'timestamp', 'name', 'pin'],
      );
      expect(kept).toMatchObject({ kind: 'clock', name: first, pin: demoPinOf(first) });
      expect(await axeViolations(page)).toEqual([]);

      await context.setOffline(false);
      await expect(page.getByText('1 clock entry waiting to send', { exact: true })).toHaveCount(0, {
        timeout: 30_000,
      });
      expect(await waitingOnPhone(page, ['clientId'])).toEqual([]);
      const token = await hocToken(request, headOfCentre);
      const shifts = await callApi<Shift[]>(request, 'GET', '/super-manager/staff-attendance/shifts', {
        token,
      });
      const open = shifts.filter((shift) => shift.name === first && shift.endedAt === null);
      expect(open).toHaveLength(1);
      expect(new Date(open[0]?.startedAt ?? '').getTime()).toBe(new Date(kept?.timestamp ?? '').getTime());
    } finally {
      await context.setOffline(false);
      await clockOutIfIn(request, first);
    }
  });
});
