import type { CentreDayRow } from '@cic/contract';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoAdmin, demoCentres } from '../support/demo-accounts';
import { chooseFromRowMenu } from '../support/row-menu';
import { adminViewports, snap } from '../support/screenshots';
import { signInAsAdmin } from '../support/sign-in-pages';

const melawati = { ...demoCentres.melawati, hoc: 'Rohana Said' };
const putrajaya = 'CIC Putrajaya';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Signs in through /admin as the demo admin, who lands on the check-ins list; returns the staff token. */
async function signIn(page: Page): Promise<string> {
  const token = await signInAsAdmin(page, demoAdmin);
  await expect(page).toHaveURL(/\/app\/admin\/checkins$/);
  return token;
}

/** GET /admin/checkin/center with the page's own token: the figures the table's first page must show. */
async function centreDays(
  request: APIRequestContext,
  token: string,
  query: Record<string, string> = {},
): Promise<CentreDayRow[]> {
  const data = await callApi<{ centres: CentreDayRow[] }>(request, 'GET', '/admin/checkin/center', {
    token,
    params: query,
  });
  return data.centres;
}

/** The latest day of the past week whose attendance differs between centres (weekends have none). */
/** A re-sorted list comes from a new request: on a busy machine it can take longer than a click. */
const sortedInTime = { timeout: 30_000 };

async function dayWithAttendance(request: APIRequestContext, token: string): Promise<string> {
  // A past day: today's figures change as other tests check children in.
  for (let back = 1; back < 10; back += 1) {
    const date = kualaLumpurDayFromToday(-back);
    const rows = await centreDays(request, token, { date });
    const figures = new Set(rows.map((row) => row.attendancePercentage).filter((value) => value !== null));
    if (figures.size > 1) return date;
  }
  throw new Error('No day with differing attendance in the demo data');
}

/**
 * Types a day into the date field as the admin would, dd/MM/yyyy, and confirms with Enter. A day the
 * field accepts is retried until the address has it, so a page still settling cannot swallow it.
 */
async function typeDate(page: Page, day: string, { refused = false } = {}): Promise<void> {
  const [year, month, date] = day.split('-');
  const field = page.getByLabel('Date', { exact: true });
  // The page fills the field with its day once loaded; typing earlier would be overwritten.
  await expect(field).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const type = async () => {
    await field.fill(`${date}/${month}/${year}`);
    await field.press('Enter');
  };
  if (refused) return type();
  await expect(async () => {
    await type();
    await expect(page).toHaveURL(new RegExp(`date=${day}`), { timeout: 2_000 });
  }).toPass();
}

const centresTable = (page: Page) => page.getByRole('table', { name: 'Centers' });
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });

/** The names in the table's Center column, top to bottom. */
async function shownOrder(page: Page): Promise<string[]> {
  const rows = centresTable(page).getByRole('row');
  const count = await rows.count();
  const names: string[] = [];
  for (let index = 1; index < count; index += 1) {
    const cell = (await rows.nth(index).getByRole('cell').first().innerText()).trim();
    // The status mark's text (for screen readers) comes before the name.
    names.push(cell.replace(/^(Not registered|Registered)\s*/, ''));
  }
  return names;
}

test.describe('admin check-in dashboards', () => {
  test("[ADMIN] sees today's centre list with the server's figures and sorts it by attendance", async ({
    page,
    request,
  }, testInfo) => {
    const token = await signIn(page);
    const expected = await centreDays(request, token);
    const table = centresTable(page);
    await expect(
      page.getByText(`${expected.length} ${expected.length === 1 ? 'center' : 'centers'} found`),
    ).toBeVisible();

    // The Melawati row shows exactly the server's Enrollment, In and Out.
    const server = expected.find((row) => row.name === melawati.name);
    if (!server) throw new Error(`${melawati.name} missing from the API`);
    const cells = rowOf(table, melawati.name).getByRole('cell');
    await expect(cells.nth(2)).toHaveText(String(server.totalStudents));
    await expect(cells.nth(3)).toHaveText(String(server.checkins));
    await expect(cells.nth(4)).toHaveText(String(server.checkouts));
    await expect(rowOf(table, melawati.name).getByText('Registered', { exact: true })).toBeAttached();
    await expect(rowOf(table, putrajaya).getByRole('button', { name: /^Activate/ })).toBeVisible();
    await snap(page, testInfo, 'list-1280', true);

    // Search filters by name.
    await page.getByRole('searchbox', { name: 'Search center' }).fill('melawati');
    await expect(page.getByText('1 center found')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search center' }).fill('');

    // Attendance(%) on a school day, chosen with the date picker: ascending, descending, then the
    // default order.
    const date = await dayWithAttendance(request, token);
    await typeDate(page, date);
    // The cleared search reaches the address after its pause, just after the new day: the day stays.
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has('search') && url.searchParams.get('date') === date,
    );
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date.split('-').reverse().join('/'));
    const byDefault = await centreDays(request, token, { date });
    await expect.poll(() => shownOrder(page), sortedInTime).toEqual(byDefault.map((row) => row.name));
    const header = table.getByRole('columnheader', { name: 'Attendance(%)' });
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sortField=attendancePercentage&sortDir=asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await centreDays(request, token, {
      date,
      sortField: 'attendancePercentage',
      sortDirection: 'asc',
    });
    await expect.poll(() => shownOrder(page), sortedInTime).toEqual(ascending.map((row) => row.name));
    const figures = ascending.flatMap((row) =>
      row.attendancePercentage === null ? [] : [row.attendancePercentage],
    );
    expect(figures).toEqual([...figures].sort((a, b) => a - b));

    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sortField=attendancePercentage&sortDir=desc/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await centreDays(request, token, {
      date,
      sortField: 'attendancePercentage',
      sortDirection: 'desc',
    });
    await expect.poll(() => shownOrder(page), sortedInTime).toEqual(descending.map((row) => row.name));
    expect(descending.map((row) => row.name)).not.toEqual(ascending.map((row) => row.name));

    await header.getByRole('button').click();
    await expect(page).not.toHaveURL(/sortField/);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => shownOrder(page), sortedInTime).toEqual(byDefault.map((row) => row.name));

    // No future dates: today is the last day, and a later typed day is refused with a message.
    await expect(page.getByRole('button', { name: 'Next day' })).toBeEnabled();
    await typeDate(page, kualaLumpurDayFromToday());
    await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await typeDate(page, kualaLumpurDayFromToday(1), { refused: true });
    await expect(
      page.getByRole('alert').filter({ hasText: 'The date cannot be in the future.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`date=${kualaLumpurDayFromToday()}`));
    await page.getByLabel('Date', { exact: true }).fill('11/23/2026');
    await page.getByLabel('Date', { exact: true }).press('Enter');
    // Month 23 is no month: refused with its message, never read as some other day (decision 090).
    await expect(page.getByRole('alert').filter({ hasText: 'There is no such day.' })).toBeVisible();

    // The calendar picker works from the keyboard: open it, go back a day, choose.
    await page.getByRole('button', { name: 'Choose date' }).click();
    const picker = page.getByRole('dialog', { name: 'Date' });
    await expect(picker.getByRole('button', { pressed: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`date=${kualaLumpurDayFromToday(-1)}`));
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(
      kualaLumpurDayFromToday(-1).split('-').reverse().join('/'),
    );
  });

  test('[ADMIN] opens a centre, copies its access link, adds a note and manages a teacher', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const token = await signIn(page);
    const table = centresTable(page);
    await table.getByRole('columnheader', { name: 'Enrollment' }).getByRole('button').click();
    await expect(page).toHaveURL(/sortField=totalStudents&sortDir=asc/);

    // View keeps the list's query string: once the list has drawn with the new order (the address
    // changes before React draws it), the link carries it.
    const view = rowOf(table, melawati.name).getByRole('link', { name: /^View/ });
    await expect(view).toHaveAttribute('href', /\?sortField=totalStudents&sortDir=asc$/);
    await view.click();
    await expect(page).toHaveURL(
      /\/app\/admin\/checkins\/[0-9a-f-]{36}\?sortField=totalStudents&sortDir=asc$/,
    );
    const centreId = /checkins\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: melawati.name })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Centers' }).getByRole('link', { name: melawati.name }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Average in time')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Calendar, / })).toBeVisible();

    // Access Link: origin + /teacher?id=…&password=….
    await page.getByRole('button', { name: 'Access Link' }).click();
    await expect(page.getByText('Access link copied to clipboard', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/teacher?id=${centreId}&password=${melawati.password}`);
    await snap(page, testInfo, 'detail-overall-1280', true);

    // Notes: the date is fixed, the counter follows the text.
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/tab=notes/);
    await page.getByRole('button', { name: 'Add Note' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Note' });
    await expect(dialog.getByLabel('Date')).toHaveAttribute('readonly', '');
    await expect(dialog.getByText('(0 / 60)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await expect(dialog.getByText('Note text is required')).toBeVisible();
    const text = 'Fire drill at 10 am, all children accounted for';
    await dialog.getByLabel(/^Note/).fill(text);
    await expect(dialog.getByText(`(${text.length} / 60)`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Note created successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByText(text)).toBeVisible();
    await expect(notes.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/)).toBeVisible();

    // Clicking the note edits it, prefilled; Delete exists only here.
    await notes.getByRole('button', { name: new RegExp(text) }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Note' });
    await expect(dialog.getByLabel(/^Note/)).toHaveValue(text);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await snap(page, testInfo, 'detail-notes-1280', true);

    // Teachers: the head of centre cannot be changed; add one, then rename and delete it.
    await page.getByRole('tab', { name: 'Teachers' }).click();
    const teachers = page.getByRole('table', { name: 'Teachers' });
    await expect(rowOf(teachers, melawati.hoc).getByText('HOC', { exact: true })).toBeVisible();
    await expect(teachers.getByRole('button', { name: `Actions for ${melawati.hoc}` })).toBeDisabled();

    await page.getByRole('button', { name: 'Add Teacher' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Teacher' });
    await dialog.getByLabel('Name').fill('F');
    await dialog.getByRole('button', { name: 'Add Teacher' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Farah Idris');
    await dialog.getByRole('button', { name: 'Add Teacher' }).click();
    await expect(page.getByText('Manager created successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(teachers, 'Farah Idris')).toBeVisible();

    await chooseFromRowMenu(page, teachers.getByRole('button', { name: 'Actions for Farah Idris' }), 'Edit');
    dialog = page.getByRole('dialog', { name: 'Update Teacher' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Farah Idris');
    await dialog.getByLabel('Name').fill('Farah Idris Rahman');
    await dialog.getByRole('button', { name: 'Update Teacher' }).click();
    await expect(page.getByText('Manager updated successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(teachers.getByText('Farah Idris Rahman', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'detail-teachers-1280', true);

    await chooseFromRowMenu(
      page,
      teachers.getByRole('button', { name: 'Actions for Farah Idris Rahman' }),
      'Delete',
    );
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this teacher? This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Manager deleted successfully', { exact: true })).toBeVisible();
    await expect(teachers.getByText('Farah Idris Rahman', { exact: true })).toHaveCount(0);

    // Students: counts in the headers, sortable.
    await page.getByRole('tab', { name: 'Students' }).click();
    const students = page.getByRole('table', { name: 'Students' });
    await expect(students.getByRole('columnheader', { name: /^In \(\d+\)/ })).toBeVisible();
    await students.getByRole('columnheader', { name: 'Age', exact: true }).getByRole('button').click();
    await expect(students.getByRole('columnheader', { name: 'Age', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // A school day, chosen on the calendar (or the picker when it is in last month): a check-in photo.
    const date = await dayWithAttendance(request, token);
    if (date.slice(0, 7) === kualaLumpurDayFromToday().slice(0, 7)) {
      await page.getByRole('tab', { name: 'Overall' }).click();
      const noon = new Date(`${date}T12:00:00Z`);
      const month = noon.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
      const cell = new RegExp(`^\\w+ ${noon.getUTCDate()} ${month} ${noon.getUTCFullYear()}, `);
      await page
        .getByRole('region', { name: /^Calendar, / })
        .getByRole('button', { name: cell })
        .click();
      await page.getByRole('tab', { name: 'Students' }).click();
    } else {
      await typeDate(page, date);
    }
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    await expect(students.getByRole('columnheader', { name: /^In \([1-9]\d*\)/ })).toBeVisible();
    await snap(page, testInfo, 'detail-students-1280', true);
    await students
      .getByRole('button', { name: /^Check-in photo of / })
      .first()
      .click();
    const photo = page.getByRole('dialog', { name: /check-in photo$/ });
    await expect(photo.getByText('Temperature')).toBeVisible();
    const image = photo.getByRole('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await snap(page, testInfo, 'photo-1280', true);
    await page.keyboard.press('Escape');
  });

  test('[ADMIN] the calendar shows a weekend without check-ins as a neutral day, not a red 0%', async ({
    page,
  }) => {
    await signIn(page);
    await rowOf(centresTable(page), melawati.name).getByRole('link', { name: /^View/ }).click();
    // The latest Saturday before today (the demo data records Monday to Friday only).
    let back = 1;
    while (new Date(`${kualaLumpurDayFromToday(-back)}T00:00:00Z`).getUTCDay() !== 6) back += 1;
    const saturday = kualaLumpurDayFromToday(-back);
    await typeDate(page, saturday);
    await expect(page).toHaveURL(new RegExp(`date=${saturday}`));

    const noon = new Date(`${saturday}T12:00:00Z`);
    const month = noon.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    const cell = page.getByRole('region', { name: /^Calendar, / }).getByRole('button', {
      name: new RegExp(`^Saturday ${noon.getUTCDate()} ${month} ${noon.getUTCFullYear()}, `),
    });
    await expect(cell).toHaveAccessibleName(/, no attendance expected$/);
    await expect(cell).not.toContainText('%');
    await expect(cell).not.toContainText('Abs');
    await expect(cell).not.toHaveClass(/bg-red-50|bg-amber-50|bg-green-50/);
    // The day's own figures agree: nobody absent, no attendance percentage.
    const metric = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=..').locator('dd');
    await expect(metric('Absentees')).toHaveText('0');
    await expect(metric('Attendance')).toHaveText('-');
  });

  test('[ADMIN] activates the unregistered centre and lands on its page', async ({ page }, testInfo) => {
    await signIn(page);
    const table = centresTable(page);
    await rowOf(table, putrajaya)
      .getByRole('button', { name: /^Activate/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Activate Center' });
    await expect(dialog.getByLabel('Center', { exact: true })).toHaveValue(putrajaya);
    await dialog.getByLabel('HOC email').fill('hoc.putrajaya@demo.test');
    await dialog.getByLabel('HOC password').fill('putrajaya-hoc-pass');
    await dialog.getByLabel('Confirm password').fill('something-else');
    await dialog.getByLabel('Center password').fill('putrajaya-pass');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();
    await snap(page, testInfo, 'activation-1280', true);

    await dialog.getByLabel('Confirm password').fill('putrajaya-hoc-pass');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('Center activated successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/admin\/checkins\/[0-9a-f-]{36}/);
    const heading = page.getByRole('heading', { level: 1, name: putrajaya });
    await expect(heading).toBeVisible();
    await expect(heading.getByText('Registered', { exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Access Link' })).toBeEnabled();

    // Back on the list it is registered: a View link, no Activate.
    await page.getByRole('navigation', { name: 'Centers' }).getByRole('link', { name: 'Back' }).click();
    await expect(rowOf(table, putrajaya).getByRole('link', { name: /^View/ })).toBeVisible();
    await expect(rowOf(table, putrajaya).getByRole('button', { name: /^Activate/ })).toHaveCount(0);
  });

  test('[ADMIN] the check-in pages at laptop and tablet widths', async ({ page }, testInfo) => {
    // Two viewports with screenshots of every page: longer than the default on a busy two-core machine.
    test.slow();
    await signIn(page);
    for (const viewport of adminViewports) {
      await page.setViewportSize(viewport);
      await page.goto('/app/admin/checkins');
      // The table where it fits; at 768 px beside the admin sidebar, one card per centre.
      const centres =
        viewport.width >= 1280 ? centresTable(page) : page.getByRole('list', { name: 'Centers' });
      await expect(centres).toBeVisible();
      await snap(page, testInfo, `list-${viewport.width}`, true);
      if (viewport.width < 1280) {
        await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Center' }).click();
        await expect(page).toHaveURL(/sortField=name&sortDir=asc/);
        await expect(centres.getByRole('listitem').first()).toContainText('CIC Bangsar');
      }
      await centres.getByRole('link', { name: melawati.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: melawati.name })).toBeVisible();
      await expect(page.getByText('Average in time')).toBeVisible();
      await snap(page, testInfo, `detail-${viewport.width}`, true);
      await page.getByRole('tab', { name: 'Students' }).click();
      await snap(page, testInfo, `students-${viewport.width}`, true);
      if (viewport.width < 1280) {
        await page.getByRole('button', { name: 'Centers' }).click();
        await expect(page.getByRole('dialog', { name: 'Centers' })).toBeVisible();
        await snap(page, testInfo, `drawer-${viewport.width}`, true);
        await page.keyboard.press('Escape');
      }
    }
  });
});
