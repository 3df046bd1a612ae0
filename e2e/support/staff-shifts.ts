import { readFile } from 'node:fs/promises';
import type { CentreStaffMember, Shift, Timesheet } from '@cic/contract';
import { type APIRequestContext, type Download, expect, type Page } from '@playwright/test';
import { callApi } from './api';
import { demoCentres, demoHocPassword } from './demo-accounts';
import { hocToken } from './sign-in';

/**
 * Staff attendance set up through the API (issue 45): CIC Shah Alam's shifts, which no other spec
 * clocks, added by its head of centre on past days, and its timesheets read back to compare.
 */
export const shiftCentre = demoCentres.shahAlam;

const shahAlamHoc = (request: APIRequestContext) =>
  hocToken(request, { email: 'hoc.shahalam@demo.test', password: demoHocPassword });

/** The first day of the month `count` months before this one in Kuala Lumpur, 'yyyy-MM'. */
function monthsAgo(count: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = (year ?? 0) * 12 + (month ?? 1) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A shift nobody clocked, added by the head of centre on `dayOfMonth` of the month `monthsBack`
 * months ago (each spec its own month): from `start` to `end` ('HH:mm', KL) or still open. Answers
 * the shift's id, month and day, and the head of centre's token.
 */
export async function addPastShift(
  request: APIRequestContext,
  shift: {
    name: string;
    monthsBack: number;
    dayOfMonth: string;
    start: string;
    end: string | null;
    reason: string;
  },
) {
  const month = monthsAgo(shift.monthsBack);
  const day = `${month}-${shift.dayOfMonth}`;
  const hoc = await shahAlamHoc(request);
  const staff = await callApi<CentreStaffMember[]>(request, 'GET', '/super-manager/permission', {
    token: hoc,
  });
  const person = staff.find((member) => member.name === shift.name);
  if (!person) throw new Error(`No ${shift.name} at ${shiftCentre.name}`);
  const at = (time: string) => `${day}T${time}:00+08:00`;
  const added = await callApi<Shift>(request, 'POST', '/super-manager/staff-attendance/shifts', {
    token: hoc,
    data: {
      managerId: person.id,
      startedAt: at(shift.start),
      endedAt: shift.end ? at(shift.end) : null,
      reason: shift.reason,
    },
  });
  return { month, day, hoc, shiftId: added.id };
}

/** A timesheet as the API answers it now: the head of centre's own, or a centre's for an admin. */
export function timesheetOf(request: APIRequestContext, path: string, token: string, month: string) {
  return callApi<Timesheet>(request, 'GET', path, { token, params: { month } });
}

/** Minutes as the pages and the CSV write them, 'h:mm'. */
export const hours = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** 'dd/MM/yyyy' of a 'yyyy-MM-dd' day. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The person's hours on `day` as the API counts them (at least `atLeast` minutes: the shift the test
 * added, with whatever else the day holds), and the same in the last cell of the day's row on the page;
 * their month's total after the word `total` in their section.
 */
export async function expectDayHours(
  page: Page,
  sheet: Timesheet,
  {
    person,
    day,
    atLeast,
    tableName,
    total,
  }: { person: string; day: string; atLeast: number; tableName: string; total: string },
) {
  const mine = sheet.people.find((one) => one.name === person);
  const shown = mine?.days.find((one) => one.date === day);
  expect(shown?.minutes).toBeGreaterThanOrEqual(atLeast);
  const days = page.getByRole('table', { name: tableName });
  await expect(
    days
      .getByRole('row')
      .filter({ hasText: shownDay(day) })
      .getByRole('cell')
      .last(),
  ).toHaveText(hours(shown?.minutes ?? 0));
  const section = page.getByRole('region', { name: person, exact: true });
  await expect(section.getByText(`${total} ${hours(mine?.totalMinutes ?? 0)}`)).toBeVisible();
  return { shown, days };
}

/** The CSV headings of a timesheet in each language (the contract's document words). */
export const csvHeadings = {
  en: 'Name,Date,First In,Last Out,Hours',
  ms: 'Nama,Tarikh,Masuk Pertama,Keluar Terakhir,Jam',
} as const;

/** A downloaded timesheet: its file name and its first line, the headings, in the page's language. */
export async function expectTimesheetCsv(download: Download, month: string, language: 'en' | 'ms') {
  expect(download.suggestedFilename()).toBe(`timesheet-${month}.csv`);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const [headings] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(headings).toBe(csvHeadings[language]);
  return text;
}
