import { expect, type Page, test } from '@playwright/test';
import { adminPage } from '../support/browser-session';
import { expectVisibleFocus } from '../support/keyboard';
import { desktop, expectCleanAtSizes } from '../support/page-checks';
import { adminToken, centreId } from '../support/sign-in';
import {
  addPastShift,
  expectDayHours,
  expectTimesheetCsv,
  hours,
  shiftCentre,
  shownDay,
  timesheetOf,
} from '../support/staff-shifts';

/**
 * Issue 45 for head office's payroll: an admin with CHECKIN reads a centre's monthly timesheet
 * (the head of centre's component), goes back to the centre's page, and downloads the CSV with its
 * headings in the page's language. English and Bahasa Malaysia, axe at 1280 and 360 px.
 */
const flows = [
  { language: 'en', person: 'Priya Devi', dayOfMonth: '10' },
  { language: 'ms', person: 'Nur Syafiqah', dayOfMonth: '12' },
] as const;

const words = {
  en: {
    title: `Timesheets of ${shiftCentre.name}`,
    back: 'Back to the center',
    daysOf: (name: string) => `Days worked by ${name}`,
    total: 'Total',
    csv: 'Download CSV',
  },
  ms: {
    title: `Lembaran masa ${shiftCentre.name}`,
    back: 'Kembali ke pusat',
    daysOf: (name: string) => `Hari bekerja ${name}`,
    total: 'Jumlah',
    csv: 'Muat turun CSV',
  },
} as const;

const checkBothWidths = (page: Page) => expectCleanAtSizes(page, [desktop, { width: 360, height: 780 }]);

for (const { language, person, dayOfMonth } of flows) {
  test(`[ADMIN] ${language}: reads a centre's monthly timesheet and downloads its CSV`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const say = words[language];
    const { month, day } = await addPastShift(request, {
      name: person,
      monthsBack: 3,
      dayOfMonth,
      start: '08:30',
      end: '17:00',
      reason: 'Door phone off',
    });
    const token = await adminToken(request);
    const centre = await centreId(request, shiftCentre.name);
    const page = await adminPage(browser, token, language);

    await page.goto(`/app/admin/checkins/${centre}/timesheet?month=${month}`);
    await expect(page.getByRole('heading', { name: say.title, level: 1 })).toBeVisible();
    const sheet = await timesheetOf(request, `/admin/checkin/center/${centre}/timesheet`, token, month);
    // 08:30 to 17:00 counts 8:30.
    const { shown } = await expectDayHours(page, sheet, {
      person,
      day,
      atLeast: 510,
      tableName: say.daysOf(person),
      total: say.total,
    });
    await expect(page.getByText(new RegExp(` ${hours(sheet.totalMinutes)}$`)).first()).toBeVisible();
    await checkBothWidths(page);

    const download = page.waitForEvent('download');
    const csvButton = page.getByRole('button', { name: say.csv });
    await csvButton.focus();
    await expectVisibleFocus(csvButton);
    await page.keyboard.press('Enter');
    const csv = await expectTimesheetCsv(await download, month, language);
    expect(csv).toMatch(new RegExp(`^${person},${shownDay(day)},.*,${hours(shown?.minutes ?? 0)}\r?$`, 'm'));

    const back = page.getByRole('link', { name: say.back });
    await expect(back).toHaveAttribute('href', `/app/admin/checkins/${centre}`);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/checkins/${centre}$`));
    await page.context().close();
  });
}
