import { readFile } from 'node:fs/promises';
import {
  type ChargeBlock,
  type OvertimeStudentItems,
  overtimeAmountSen,
  overtimeCharges,
  overtimeCsvColumns,
  ringgitToMicro,
} from '@cic/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { demoAdmin } from '../support/demo-accounts';
import { uninvoicedStudents } from '../support/overtime';
import { snap } from '../support/screenshots';
import { signInAsAdmin } from '../support/sign-in-pages';

const ringgit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** How the pages show money: 'RM 1,234.50'. */
const rm = (sen: number) => `RM ${ringgit.format(sen / 100)}`;
const sen = (amount: number) => Math.round(amount * 100);

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Overtime rules' });
const ruleRow = (page: Page, name: string) => rulesTable(page).getByRole('row').filter({ hasText: name });
const block = (dialog: Locator, number: number) => dialog.getByRole('group', { name: `Block ${number}` });
const overtimeNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin modules' }).getByRole('link', { name, exact: true });

async function rowAction(page: Page, rowLabel: string, action: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The rules this flow gives CIC Shah Alam's Full Day package through the form. */
const shahAlamFullDay: ChargeBlock[] = [
  { startTime: '17:00', endTime: '18:00', duration: 10, unit: 'MINUTE', amountSen: 200, isActive: true },
  { startTime: '18:00', endTime: '19:00', duration: 5, unit: 'MINUTE', amountSen: 100, isActive: true },
];

test.describe('admin overtime', () => {
  test("[ADMIN] sets the default and a package's rules, generates last month's report, checks a late pick-up's charge, edits it, exports it and deletes it", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const token = await signInAsAdmin(page, demoAdmin);

    await test.step('the default rules and a package’s own rules', async () => {
      await overtimeNav(page, 'Overtime').click();
      await expect(page).toHaveURL(/\/app\/admin\/overtime\/reports$/);
      await overtimeNav(page, 'Rules').click();
      await expect(page.getByRole('heading', { name: 'Overtime Rules', level: 1 })).toBeVisible();
      for (const column of ['Package Name', 'Time Blocks', 'Status']) {
        await expect(rulesTable(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible();
      }
      // The seeded rules: the default group, and Bangsar's Full Day with one block switched off.
      const bangsar = ruleRow(page, 'CIC Bangsar');
      await expect(bangsar.getByText('Full Day')).toBeVisible();
      await expect(bangsar.getByText('05:30 PM - 06:30 PM')).toBeVisible();
      await expect(bangsar.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(ruleRow(page, 'Default Rules').getByText('Active', { exact: true })).toBeVisible();
      await snap(page, testInfo, 'overtime-rules');

      await rowAction(page, 'Default Rules', 'Delete');
      const confirm = page.getByRole('alertdialog', { name: 'Delete overtime rules?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Overtime rules deleted successfully', { exact: true })).toBeVisible();
      await expect(ruleRow(page, 'Default Rules')).toHaveCount(0);

      // The default again, two blocks: the second starts where the first ends.
      await page.getByRole('button', { name: 'Create Rule' }).click();
      let dialog = page.getByRole('dialog', { name: 'Create Rule' });
      const choice = dialog.getByLabel('Package');
      await expect(choice).toHaveValue('default');
      await expect(
        choice.getByRole('option', { name: 'Full Day · CIC Bangsar (Already has rules)' }),
      ).toBeDisabled();
      await block(dialog, 1).getByLabel('Description').fill('First hour');
      await expect(block(dialog, 1).getByLabel('Start time')).toHaveValue('17:00');
      await expect(block(dialog, 1).getByLabel('End time')).toHaveValue('18:00');
      await expect(block(dialog, 1).getByLabel('Duration')).toHaveValue('5');
      await expect(block(dialog, 1).getByLabel('Rate (RM)')).toHaveValue('1');
      await dialog.getByRole('button', { name: 'Add block' }).click();
      await expect(block(dialog, 2).getByLabel('Start time')).toHaveValue('18:00');
      await expect(block(dialog, 2).getByLabel('End time')).toHaveValue('19:00');
      await block(dialog, 2).getByLabel('Description').fill('After 6 pm');
      await block(dialog, 2).getByLabel('Duration').fill('15');
      await block(dialog, 2).getByLabel('Rate (RM)').fill('5');
      await dialog.getByRole('button', { name: 'Create Rule' }).click();
      await expect(page.getByText('Overtime rules created successfully', { exact: true })).toBeVisible();
      const defaults = ruleRow(page, 'Default Rules');
      await expect(defaults.getByText('05:00 PM - 06:00 PM')).toBeVisible();
      await expect(defaults.getByText('06:00 PM - 07:00 PM')).toBeVisible();
      await expect(defaults.getByText('Active', { exact: true })).toBeVisible();

      // Shah Alam's Full Day: RM 2 per 10 minutes, then a second block; overlaps are refused.
      await page.getByRole('button', { name: 'Create Rule' }).click();
      dialog = page.getByRole('dialog', { name: 'Create Rule' });
      await expect(
        dialog.getByLabel('Package').getByRole('option', { name: 'Default Rules (Already exists)' }),
      ).toBeDisabled();
      await dialog.getByLabel('Package').selectOption({ label: 'Full Day · CIC Shah Alam' });
      await block(dialog, 1).getByLabel('Duration').fill('10');
      await block(dialog, 1).getByLabel('Rate (RM)').fill('2');
      await dialog.getByRole('button', { name: 'Add block' }).click();
      await block(dialog, 2).getByLabel('Start time').fill('17:30');
      await dialog.getByRole('button', { name: 'Create Rule' }).click();
      await expect(block(dialog, 2).getByText('Time blocks must not overlap')).toBeVisible();
      await snap(page, testInfo, 'overtime-rule-form');
      await block(dialog, 2).getByLabel('Start time').fill('18:00');
      await expect(block(dialog, 2).getByText('Time blocks must not overlap')).toHaveCount(0);
      await block(dialog, 2).getByRole('switch', { name: 'Active' }).click();
      await dialog.getByRole('button', { name: 'Create Rule' }).click();
      await expect(page.getByText('Overtime rules created successfully', { exact: true })).toBeVisible();
      const shahAlam = ruleRow(page, 'CIC Shah Alam');
      await expect(shahAlam.getByText('Full Day')).toBeVisible();
      await expect(shahAlam.getByText('Inactive', { exact: true })).toBeVisible();

      // Leaving an edited form asks first.
      await rowAction(page, 'Full Day (CIC Shah Alam)', 'Edit');
      dialog = page.getByRole('dialog', { name: 'Edit Rule' });
      await expect(dialog.getByLabel('Package')).toHaveValue('Full Day (CIC Shah Alam)');
      await block(dialog, 1).getByLabel('Description').fill('Changed my mind');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
      await expect(
        discard.getByText('Are you sure you want to leave? Any unsaved changes will be lost.'),
      ).toBeVisible();
      await discard.getByRole('button', { name: 'Discard' }).click();
      await expect(dialog).toHaveCount(0);

      // Switching the second block on makes the package's rules Active.
      await rowAction(page, 'Full Day (CIC Shah Alam)', 'Edit');
      dialog = page.getByRole('dialog', { name: 'Edit Rule' });
      await expect(block(dialog, 1).getByLabel('Description')).toHaveValue('');
      await block(dialog, 2).getByRole('switch', { name: 'Active' }).click();
      await dialog.getByRole('button', { name: 'Update Rule' }).click();
      await expect(page.getByText('Overtime rules updated successfully', { exact: true })).toBeVisible();
      await expect(shahAlam.getByText('Active', { exact: true })).toBeVisible();

      // Search by package or centre name, in the address bar; a search that finds nothing can be cleared.
      await page.getByRole('searchbox').fill('shah alam');
      await expect(page).toHaveURL(/search=shah/);
      await expect(rulesTable(page).getByRole('row')).toHaveCount(2);
      await page.getByRole('searchbox').fill('no package is called this');
      await expect(page.getByText('No rules match "no package is called this".')).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(page).not.toHaveURL(/search=/);
      await expect(ruleRow(page, 'Default Rules')).toBeVisible();
    });

    const name = `Late pick-ups ${Date.now()}`;
    let reportId = '';
    await test.step("last month's report over every center", async () => {
      await overtimeNav(page, 'Reports').click();
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
      for (const column of [
        'Report Name',
        'Date Range',
        'Centers',
        'Students',
        'Total Items',
        'Created By',
      ]) {
        await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
      }
      await page.getByRole('searchbox').fill(name);
      await expect(page.getByText('1 report found', { exact: true })).toBeVisible();
      const reportRow = table.getByRole('row').filter({ hasText: name });
      await expect(reportRow.getByText(demoAdmin.email)).toBeVisible();
      await expect(reportRow.getByText(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      await snap(page, testInfo, 'reports-list');
      await reportRow.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'View' }).click();
      await expect(page).toHaveURL(/\/app\/admin\/overtime\/reports\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: `Overtime Report - ${name}`, level: 1 })).toBeVisible();
      reportId = page.url().split('/').at(-1) ?? '';
      await expect(page.getByText(reportId)).toBeVisible();
    });

    await test.step('a Shah Alam Full Day child is charged by the rules just made', async () => {
      // One whose late pick-ups no earlier spec has invoiced: an invoiced charge keeps its amount.
      const [child] = await uninvoicedStudents(
        request,
        token,
        reportId,
        1,
        (student) =>
          student.centerInfo.name === 'CIC Shah Alam' &&
          student.packageName === 'Full Day' &&
          student.totalAmount > 0,
      );
      if (!child) throw new Error("The seeded month has no late pick-up of Shah Alam's Full Day");
      const { items } = await callApi<OvertimeStudentItems>(
        request,
        'GET',
        `/admin/overtime/reports/${reportId}/students/${child.childId}`,
        { token },
      );
      // The expected charge, worked out from each check-out's time and the blocks entered above.
      let expectedSen = 0;
      let expectedItems = 0;
      for (const checkoutId of new Set(items.map((item) => item.checkoutId))) {
        const checkOut = await callApi<{ time: string }>(request, 'GET', `/admin/checkin/${checkoutId}`, {
          token,
        });
        const charges = overtimeCharges(new Date(checkOut.time), shahAlamFullDay);
        expectedItems += charges.length;
        expectedSen += charges.reduce((sum, charge) => sum + charge.amountSen, 0);
      }
      expect(items).toHaveLength(expectedItems);
      expect(sen(child.totalAmount)).toBe(expectedSen);
      const [item] = items;
      if (!item) throw new Error(`${child.childInfo.name} has no item`);

      await page.getByRole('tab', { name: 'Students' }).click();
      await expect(page).toHaveURL(/tab=students/);
      await page.getByRole('searchbox', { name: 'Search by student name' }).fill(child.childInfo.name);
      const studentsTable = page.getByRole('table', { name: 'Students' });
      const childRow = studentsTable.getByRole('row').filter({ hasText: child.childInfo.name }).first();
      await expect(childRow.getByText(rm(expectedSen))).toBeVisible();
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
      await expect(childRow.getByText(rm(expectedSen - sen(item.amount) + amount))).toBeVisible();

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
    });

    await test.step('delete the report, then the package’s rules', async () => {
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

      await overtimeNav(page, 'Rules').click();
      await rowAction(page, 'Full Day (CIC Shah Alam)', 'Delete');
      await page
        .getByRole('alertdialog', { name: 'Delete overtime rules?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText('Overtime rules deleted successfully', { exact: true })).toBeVisible();
      await expect(ruleRow(page, 'CIC Shah Alam')).toHaveCount(0);
    });
  });
});
