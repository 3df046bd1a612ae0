import {
  type CareType,
  type CentreDayRow,
  type CentreView,
  defaultRatioRules,
  type RatioHistoryDay,
  type RatioRules,
  type RatioSettings,
} from '@cic/contract';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { storeSession } from '../support/browser-session';
import { canCheckIn, recordThroughApi, studentsOf } from '../support/children';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoCentres } from '../support/demo-accounts';
import { englishOn } from '../support/english-on-page';
import { expectVisibleFocus, tabTo, toastSaying } from '../support/keyboard';
import { desktop, phone } from '../support/page-checks';
import { appOrigin } from '../support/ports.mjs';
import { adminToken, centreId, teacherToken } from '../support/sign-in';

/**
 * Issue 45 on the admin's pages: staff against staff needed on the dashboard and its 'Out of
 * ratio now' filter, a centre's ratio now, care type and ratio history, and head office's ratio
 * rules and alert minutes on General settings.
 */
const melawati = demoCentres.melawati;
const melawatiTeacher = 'Aina Sofia';

/** The centres out of ratio now, as the dashboard's filter asks for them. */
async function outOfRatioNow(request: APIRequestContext, token: string): Promise<CentreDayRow[]> {
  const data = await callApi<{ centres: CentreDayRow[] }>(request, 'GET', '/admin/checkin/center', {
    token,
    params: { outOfRatio: 'true' },
  });
  return data.centres;
}

/**
 * A centre out of ratio now: one already, or Melawati after one of its children is checked in
 * (its staff are not clocked in today in the demo data).
 */
async function aCentreOutOfRatio(request: APIRequestContext, token: string): Promise<CentreDayRow> {
  const [already] = await outOfRatioNow(request, token);
  if (already) return already;
  const id = await centreId(request, melawati.name);
  const teacher = await teacherToken(request, { id, password: melawati.password }, melawatiTeacher);
  const child = (await studentsOf(request, teacher)).find(canCheckIn);
  if (!child) throw new Error(`No child of ${melawati.name} left to check in today`);
  await recordThroughApi(request, teacher, child.ID_STUDENT, { status: 'CHECKIN', temperature: 36.6 });
  let found: CentreDayRow | undefined;
  await expect(async () => {
    [found] = await outOfRatioNow(request, token);
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  if (!found) throw new Error('No centre out of ratio after a check-in at Melawati');
  return found;
}

/** A registered centre in ratio now, to show the filter leaves it out. */
async function aCentreInRatio(request: APIRequestContext, token: string): Promise<CentreDayRow> {
  const data = await callApi<{ centres: CentreDayRow[] }>(request, 'GET', '/admin/checkin/center', { token });
  const row = data.centres.find((centre) => centre.registerStatus && !centre.outOfRatio);
  if (!row) throw new Error('Every registered centre is out of ratio');
  return row;
}

/** dd/MM/yyyy, as the date fields show a day. */
const typed = (day: string) => day.split('-').reverse().join('/');

/** No sideways scroll at 360 px, and axe clean at 360 and 1280 px, of the page as it is now. */
async function checkLayoutAndAxe(page: Page, what: string): Promise<void> {
  await page.setViewportSize(phone);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${what} is ${width} px wide at 360 px`).toBeLessThanOrEqual(phone.width);
  expect.soft(await axeViolations(page), `axe on ${what} at 360 px`).toEqual([]);
  await page.setViewportSize(desktop);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect.soft(await axeViolations(page), `axe on ${what} at 1280 px`).toEqual([]);
}

/** A page's first answers on a busy two-core machine outlast an assertion's default wait. */
const firstLoad = { timeout: 30_000 };

const centreRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Centers' }).getByRole('row').filter({ hasText: name });

// What the tests change is put back, also after a timeout.
let careTypeBefore: { centre: string; careType: CareType } | undefined;
let alertMinutesBefore: number | undefined;
let rulesChanged = false;

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appOrigin });
  try {
    const token = await adminToken(request);
    if (careTypeBefore) {
      await callApi(request, 'PUT', `/admin/checkin/center/${careTypeBefore.centre}/care-type`, {
        token,
        data: { careType: careTypeBefore.careType },
      });
    }
    if (alertMinutesBefore !== undefined) {
      await callApi(request, 'PUT', '/admin/ratio-settings', {
        token,
        data: { alertMinutes: alertMinutesBefore },
      });
    }
    if (rulesChanged) {
      await callApi(request, 'PUT', '/admin/ratio-rules/TASKA', {
        token,
        data: { bands: defaultRatioRules.TASKA },
      });
    }
  } finally {
    await request.dispose();
  }
});

test.describe('staff-to-child ratios for head office', () => {
  test.describe.configure({ timeout: 90_000 });

  test('[ADMIN] sees staff against staff needed on the dashboard and keeps only the centres out of ratio now', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const out = await aCentreOutOfRatio(request, token);
    const inRatio = await aCentreInRatio(request, token);
    await storeSession(page.context(), 'token', token);
    await page.goto('/app/admin/checkins');

    await expect(page.getByRole('columnheader', { name: 'Staff' })).toBeVisible(firstLoad);
    const outRow = centreRow(page, out.name);
    await expect(outRow.getByText(/^\d+ staff, \d+ needed$/)).toBeAttached();
    await expect(outRow.getByText(/^Out of ratio: \d+ more needed$/)).toBeVisible();
    await expect(centreRow(page, inRatio.name).getByText(/^\d+ staff, \d+ needed$/)).toBeAttached();
    await expect(centreRow(page, inRatio.name).getByText(/^Out of ratio/)).toHaveCount(0);

    // The filter by keyboard: Tab to it, Space; the address keeps it.
    const filter = page.getByRole('checkbox', { name: 'Out of ratio now' });
    await page.getByRole('searchbox', { name: 'Search center' }).focus();
    await tabTo(page, filter);
    await page.keyboard.press('Space');
    await expect(filter).toBeChecked();
    await expect(page).toHaveURL(/outOfRatio=true/);
    await expect(centreRow(page, out.name)).toBeVisible();
    await expect(centreRow(page, inRatio.name)).toHaveCount(0);
    await expectVisibleFocus(filter);

    // A reload keeps the filter; the cards at 360 px say it in words too.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Out of ratio now' })).toBeChecked();
    await expect(centreRow(page, out.name)).toBeVisible();
    await checkLayoutAndAxe(page, 'the dashboard filtered out of ratio');
    await page.setViewportSize(phone);
    const card = page
      .getByRole('list', { name: 'Centers' })
      .getByRole('listitem')
      .filter({ hasText: out.name });
    await expect(card.getByText(/^Out of ratio: \d+ more needed$/)).toBeVisible();
    await page.setViewportSize(desktop);

    // Unticked, every centre is back.
    await page.getByRole('checkbox', { name: 'Out of ratio now' }).click();
    await expect(page).not.toHaveURL(/outOfRatio/);
    await expect(centreRow(page, inRatio.name)).toBeVisible();
  });

  test("[ADMIN] reads a centre's ratio now and history, refused periods under their field, and changes its care type and back", async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const id = await centreId(request, melawati.name);
    const view = await callApi<CentreView>(request, 'GET', `/admin/checkin/center/${id}`, { token });
    careTypeBefore = { centre: id, careType: view.center.careType };
    await storeSession(page.context(), 'token', token);
    await page.goto(`/app/admin/checkins/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: melawati.name })).toBeVisible(firstLoad);

    const now = page.getByRole('region', { name: 'Staff-to-child ratio now' });
    await expect(now.getByText(/^\d+ staff, \d+ needed$/)).toBeAttached();
    await expect(now.getByRole('link', { name: 'Timesheet' })).toHaveAttribute(
      'href',
      `/app/admin/checkins/${id}/timesheet`,
    );

    // The care type, saved by keyboard, then put back.
    const careType = page.getByRole('combobox', { name: 'Center type' });
    const other: CareType = view.center.careType === 'TASKA' ? 'TADIKA' : 'TASKA';
    const words: Record<CareType, string> = {
      TASKA: 'Child care center (TASKA)',
      TADIKA: 'Kindergarten (TADIKA)',
    };
    await expect(careType).toHaveValue(view.center.careType);
    const careForm = page.locator('form').filter({ has: careType });
    const save = careForm.getByRole('button', { name: 'Save', exact: true });
    for (const next of [other, view.center.careType]) {
      await careType.selectOption(next);
      await careType.focus();
      await tabTo(page, save, { most: 2 });
      await page.keyboard.press('Enter');
      await expect(toastSaying(page, 'Center type updated')).toBeVisible();
      await expect(careForm.getByText(`Now: ${words[next]}.`)).toBeVisible();
      await expectVisibleFocus(save);
      const saved = await callApi<CentreView>(request, 'GET', `/admin/checkin/center/${id}`, { token });
      expect(saved.center.careType).toBe(next);
    }
    // The toast would cover the history's Show at the foot of the page.
    await expect(toastSaying(page, 'Center type updated')).toHaveCount(0, { timeout: 10_000 });

    // The history: the last 30 days at first, the server's days with minutes, newest first.
    const history = page.getByRole('region', { name: 'Ratio history' });
    const from = history.getByLabel('From', { exact: true });
    const to = history.getByLabel('To', { exact: true });
    const today = kualaLumpurDayFromToday();
    await expect(from).toHaveValue(typed(kualaLumpurDayFromToday(-29)));
    await expect(to).toHaveValue(typed(today));
    const days = await callApi<RatioHistoryDay[]>(
      request,
      'GET',
      `/admin/checkin/center/${id}/ratio-history`,
      {
        token,
        params: { from: kualaLumpurDayFromToday(-29), to: today },
      },
    );
    const shown = days.filter((day) => day.outOfRatioMinutes > 0);
    if (shown.length === 0) {
      await expect(history.getByText(/^No minutes out of ratio from /)).toBeVisible();
    } else {
      const rows = history.getByRole('table', { name: 'Minutes out of ratio per day' }).getByRole('row');
      await expect(rows).toHaveCount(shown.length + 1);
      await expect(rows.nth(1)).toContainText(typed(shown[0]?.date ?? ''));
    }

    // The last day before the first, sent by keyboard: the server's message under To, which takes focus.
    const show = history.getByRole('button', { name: 'Show' });
    await from.fill(typed(kualaLumpurDayFromToday(-3)));
    await to.fill(typed(kualaLumpurDayFromToday(-5)));
    await to.focus();
    await tabTo(page, show, { most: 3 });
    await page.keyboard.press('Enter');
    await expect(history.getByText('The last day must be on or after the first day')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toBeFocused();

    // Over 366 days: the message under From.
    await from.fill(typed(kualaLumpurDayFromToday(-400)));
    await to.fill(typed(today));
    await show.click();
    await expect(history.getByText('Choose at most 366 days')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toBeFocused();

    // A week is shown.
    await from.fill(typed(kualaLumpurDayFromToday(-6)));
    await show.click();
    await expect(history.getByText('Choose at most 366 days')).toHaveCount(0);
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      history
        .getByRole('table', { name: 'Minutes out of ratio per day' })
        .or(history.getByText(/^No minutes out of ratio from /)),
    ).toBeVisible();

    await checkLayoutAndAxe(page, "a centre's page");
  });

  test('[ADMIN] edits the ratio rules on General settings, a refusal under its field, and the alert minutes', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const settings = await callApi<RatioSettings>(request, 'GET', '/admin/ratio-settings', { token });
    alertMinutesBefore = settings.alertMinutes;
    await storeSession(page.context(), 'token', token);
    await page.goto('/app/admin/settings/general');

    const taska = page.getByRole('region', { name: 'Child care center (TASKA)' });
    await expect(taska.getByText(/confirm them against the regulation/)).toBeVisible(firstLoad);
    await expect(page.getByRole('region', { name: 'Kindergarten (TADIKA)' })).toBeVisible();
    const band = (region: Locator, n: number) => region.getByRole('group', { name: `Age band ${n}` });
    await expect(band(taska, 3).getByLabel('From age (years)')).toHaveValue('3');

    // A change saved by keyboard (Enter in the field); focus back on Save.
    const perCarer = band(taska, 3).getByLabel('Children per carer');
    await perCarer.fill('12');
    rulesChanged = true;
    await perCarer.press('Enter');
    await expect(toastSaying(page, 'Ratio rules saved')).toBeVisible();
    await expectVisibleFocus(taska.getByRole('button', { name: 'Save', exact: true }));
    const rules = await callApi<RatioRules[]>(request, 'GET', '/admin/ratio-rules', { token });
    expect(rules.find((type) => type.careType === 'TASKA')?.bands[2]?.childrenPerStaff).toBe(12);

    // A band no older than the one before: the message under its age, which takes focus.
    const fromAge = band(taska, 3).getByLabel('From age (years)');
    await fromAge.fill('1');
    await fromAge.press('Enter');
    await expect(
      band(taska, 3).getByText('Each age band must start at an older age than the one before'),
    ).toBeVisible();
    await expect(fromAge).toHaveAttribute('aria-invalid', 'true');
    await expect(fromAge).toBeFocused();
    await fromAge.fill('3');

    // Add a band by keyboard: its age takes focus; Remove it: focus goes to Add.
    const add = taska.getByRole('button', { name: 'Add age band' });
    await tabTo(page, add, { most: 6 });
    await page.keyboard.press('Enter');
    await expect(band(taska, 4).getByLabel('From age (years)')).toBeFocused();
    await expect(band(taska, 4).getByLabel('From age (years)')).toHaveValue('4');
    await checkLayoutAndAxe(page, 'General settings with a new band');
    await band(taska, 4).getByRole('button', { name: 'Remove age band 4' }).press('Enter');
    await expect(band(taska, 4)).toHaveCount(0);
    await expectVisibleFocus(add);

    // The defaults back through the page.
    await perCarer.fill(String(defaultRatioRules.TASKA[2]?.childrenPerStaff));
    await taska.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastSaying(page, 'Ratio rules saved')).toBeVisible();
    await expect
      .poll(async () => {
        const now = await callApi<RatioRules[]>(request, 'GET', '/admin/ratio-rules', { token });
        return now.find((type) => type.careType === 'TASKA')?.bands.map((item) => item.childrenPerStaff);
      })
      .toEqual(defaultRatioRules.TASKA.map((item) => item.childrenPerStaff));

    // The alert minutes: out of range refused under the field, then saved and put back.
    const minutes = page.getByLabel('Out-of-ratio alert after (minutes)');
    await expect(minutes).toHaveValue(String(settings.alertMinutes));
    await minutes.fill('0');
    await minutes.press('Enter');
    await expect(page.getByText('Enter a whole number of minutes from 1 to 120')).toBeVisible();
    await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    const wanted = settings.alertMinutes === 7 ? 8 : 7;
    await minutes.fill(String(wanted));
    await minutes.press('Enter');
    await expect(toastSaying(page, 'Alert time updated')).toBeVisible();
    expect(
      (await callApi<RatioSettings>(request, 'GET', '/admin/ratio-settings', { token })).alertMinutes,
    ).toBe(wanted);
    await minutes.fill(String(settings.alertMinutes));
    await minutes.press('Enter');
    await expect
      .poll(
        async () =>
          (await callApi<RatioSettings>(request, 'GET', '/admin/ratio-settings', { token })).alertMinutes,
      )
      .toBe(settings.alertMinutes);

    await checkLayoutAndAxe(page, 'General settings');
  });

  test('[ADMIN] reads the ratio parts of the dashboard, a centre page and General settings in Bahasa Malaysia', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const out = await aCentreOutOfRatio(request, token);
    const id = await centreId(request, melawati.name);
    await storeSession(page.context(), 'token', token);
    await page.context().addInitScript(() => window.localStorage.setItem('cic.language', 'ms'));

    await page.goto('/app/admin/checkins?outOfRatio=true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('checkbox', { name: 'Luar nisbah sekarang' })).toBeChecked(firstLoad);
    await expect(page.getByRole('columnheader', { name: 'Kakitangan' })).toBeVisible();
    const outRow = page.getByRole('table', { name: 'Pusat' }).getByRole('row').filter({ hasText: out.name });
    await expect(outRow.getByText(/^\d+ kakitangan, \d+ diperlukan$/)).toBeAttached();
    await expect(outRow.getByText(/^Luar nisbah: \d+ lagi diperlukan$/)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await englishOn(page, 'dashboard')).toEqual([]);

    await page.goto(`/app/admin/checkins/${id}`);
    await expect(page.getByRole('region', { name: 'Sejarah nisbah' })).toBeVisible(firstLoad);
    await expect(page.getByRole('combobox', { name: 'Jenis pusat' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Nisbah kakitangan kepada kanak-kanak sekarang' }).getByRole('link', {
        name: 'Lembaran masa',
      }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await englishOn(page, 'centre page')).toEqual([]);

    await page.goto('/app/admin/settings/general');
    await expect(page.getByRole('region', { name: 'Taman asuhan kanak-kanak (TASKA)' })).toBeVisible(
      firstLoad,
    );
    await expect(page.getByLabel('Amaran luar nisbah selepas (minit)')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Kumpulan umur 1' }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await englishOn(page, 'General settings')).toEqual([]);
  });
});
