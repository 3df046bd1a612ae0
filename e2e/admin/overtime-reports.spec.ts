import { readFile } from 'node:fs/promises';
import {
  type OvertimeReportStudent,
  type OvertimeStudentItems,
  overtimeAmountSen,
  overtimeCsvColumns,
  ringgitToMicro,
} from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { demoAdmin } from '../support/demo-accounts';
import { snap } from '../support/screenshots';
import { signInAsAdmin } from '../support/sign-in-pages';

const ringgit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** How the pages show money: 'RM 1,234.50'. */
const rm = (sen: number) => `RM ${ringgit.format(sen / 100)}`;
const sen = (amount: number) => Math.round(amount * 100);

test.describe('admin overtime reports', () => {
  test("[ADMIN] generates last month's report over every center, edits a late pick-up, exports it and deletes it", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = await signInAsAdmin(page, demoAdmin);
    const name = `Late pick-ups ${Date.now()}`;

    await page
      .getByRole('navigation', { name: 'Admin modules' })
      .getByRole('link', { name: 'Overtime' })
      .click();
    await expect(page).toHaveURL(/\/app\/admin\/overtime\/reports$/);
    await expect(page.getByRole('heading', { name: 'Overtime Reports', level: 1 })).toBeVisible();

    // The form proposes last month and every center; the dialog follows the report until it is ready.
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Report' });
    await dialog.getByRole('button', { name: 'Generate Report' }).click();
    await expect(dialog.getByText('Report name is required')).toBeVisible();
    await dialog.getByLabel('Report name').fill(name);
    await dialog.getByLabel('Description').fill('Every center, last month');
    await expect(dialog.getByRole('checkbox', { name: 'Select all centers' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByText('Overtime report generated successfully', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(dialog).toBeHidden();

    const table = page.getByRole('table', { name: 'Overtime reports' });
    for (const column of ['Report Name', 'Date Range', 'Centers', 'Students', 'Total Items', 'Created By']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await page.getByRole('searchbox').fill(name);
    await expect(page.getByText('1 reports found', { exact: true })).toBeVisible();
    const reportRow = table.getByRole('row').filter({ hasText: name });
    await expect(reportRow.getByText(demoAdmin.email)).toBeVisible();
    await expect(reportRow.getByText(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await snap(page, testInfo, 'reports-list');
    await reportRow.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();

    await expect(page).toHaveURL(/\/app\/admin\/overtime\/reports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Overtime Report - ${name}`, level: 1 })).toBeVisible();
    const reportId = page.url().split('/').at(-1) ?? '';
    await expect(page.getByText(reportId)).toBeVisible();

    // A child with a late pick-up, and what the report charged them, read from the API.
    const students = await callApi<OvertimeReportStudent[]>(
      request,
      'GET',
      `/admin/overtime/reports/${reportId}/students`,
      { token, params: { limit: '100' } },
    );
    const child = students.find((student) => student.totalAmount > 0);
    if (!child) throw new Error('The seeded month has no late pick-up in the report');
    const { items } = await callApi<OvertimeStudentItems>(
      request,
      'GET',
      `/admin/overtime/reports/${reportId}/students/${child.childId}`,
      { token },
    );
    const [item] = items;
    if (!item) throw new Error(`${child.childInfo.name} has no item`);

    await page.getByRole('tab', { name: 'Students' }).click();
    await expect(page).toHaveURL(/tab=students/);
    await page.getByRole('searchbox', { name: 'Search by student name' }).fill(child.childInfo.name);
    const studentsTable = page.getByRole('table', { name: 'Students' });
    const childRow = studentsTable.getByRole('row').filter({ hasText: child.childInfo.name }).first();
    await expect(childRow.getByText(rm(sen(child.totalAmount)))).toBeVisible();
    await expect(childRow.getByText(child.centerInfo.name)).toBeVisible();
    await snap(page, testInfo, 'report-students');

    // The side sheet lists the items; ticking one adds it to the running total.
    await childRow.getByRole('cell', { name: child.childInfo.name, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: `Overtime Details - ${child.childInfo.name}` });
    const itemsTable = sheet.getByRole('table', { name: 'Overtime items' });
    await expect(itemsTable.getByRole('row')).toHaveCount(items.length + 1);
    const firstItem = itemsTable.getByRole('row').nth(1);
    await expect(firstItem.getByText(rm(sen(item.amount)))).toBeVisible();
    await firstItem.getByRole('checkbox').click();
    await expect(sheet.getByText(`Selected total: ${rm(sen(item.amount))}`)).toBeVisible();

    // A longer duration: the form shows duration × rate, the server agrees, the totals follow.
    const duration = item.duration + (item.unit === 'HOUR' ? 1 : 15);
    const amount = overtimeAmountSen(duration, ringgitToMicro(item.rate));
    await firstItem.getByRole('button', { name: 'Edit item' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Overtime Item' });
    await edit.getByLabel(/^Duration/).fill('0');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Duration must be greater than 0')).toBeVisible();
    await edit.getByLabel(/^Duration/).fill(String(duration));
    await expect(edit.getByLabel('Amount')).toHaveValue(rm(amount));
    await snap(page, testInfo, 'item-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Report item updated successfully', { exact: true })).toBeVisible();
    await expect(firstItem.getByText(rm(amount))).toBeVisible();
    await expect(sheet.getByText(`Selected total: ${rm(amount)}`)).toBeVisible();
    await snap(page, testInfo, 'item-sheet');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    const newTotal = sen(child.totalAmount) - sen(item.amount) + amount;
    await expect(childRow.getByText(rm(newTotal))).toBeVisible();

    // The CSV: a BOM, the columns, and the child's edited row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split(/\r?\n/);
    expect(lines[0]).toBe(overtimeCsvColumns.join(','));
    const childLines = lines.filter((line) => line.includes(`,${child.childInfo.name},`));
    expect(childLines).toHaveLength(items.length);
    expect(childLines.some((line) => line.endsWith(`,${(amount / 100).toFixed(2)}`))).toBe(true);

    // Deleting keeps any invoices made from it (the spec's note).
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Invoices generated from this report are not deleted.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Overtime report deleted successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/admin\/overtime\/reports$/);
    await page.getByRole('searchbox').fill(name);
    await expect(page.getByText('No matching reports')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('searchbox')).toHaveValue('');
  });
});
