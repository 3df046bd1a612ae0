import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAdmin } from '../support/demo-accounts';
import { snap } from '../support/screenshots';
import { signInAsAdmin } from '../support/sign-in-pages';

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Overtime rules' });
const ruleRow = (page: Page, name: string) => rulesTable(page).getByRole('row').filter({ hasText: name });
const block = (dialog: Locator, number: number) => dialog.getByRole('group', { name: `Block ${number}` });

async function rowAction(page: Page, rowLabel: string, action: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('admin overtime rules', () => {
  test('[ADMIN] replaces the default rules, adds and edits a package’s rules, and deletes them', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page, demoAdmin);
    // The sidebar entry appears once the reports are built (feature switch); the page is live already.
    await page.goto('/app/admin/overtime/rules');
    await expect(page.getByRole('heading', { name: 'Overtime Rules', level: 1 })).toBeVisible();
    for (const column of ['Package Name', 'Time Blocks', 'Status']) {
      await expect(rulesTable(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // The seeded rules: the default group, and Bangsar's Full Day with one block switched off.
    const bangsar = ruleRow(page, 'CIC Bangsar');
    await expect(bangsar.getByText('Full Day')).toBeVisible();
    await expect(bangsar.getByText('17:30 - 18:30')).toBeVisible();
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
    await expect(defaults.getByText('17:00 - 18:00')).toBeVisible();
    await expect(defaults.getByText('18:00 - 19:00')).toBeVisible();
    await expect(defaults.getByText('Active', { exact: true })).toBeVisible();

    // A package without rules; overlapping blocks are refused with the contract's message.
    await page.getByRole('button', { name: 'Create Rule' }).click();
    dialog = page.getByRole('dialog', { name: 'Create Rule' });
    await expect(
      dialog.getByLabel('Package').getByRole('option', { name: 'Default Rules (Already exists)' }),
    ).toBeDisabled();
    await dialog.getByLabel('Package').selectOption({ label: 'Half Day · CIC Shah Alam' });
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
    await expect(shahAlam.getByText('Half Day')).toBeVisible();
    await expect(shahAlam.getByText('Inactive', { exact: true })).toBeVisible();

    // Leaving an edited form asks first.
    await rowAction(page, 'Half Day (CIC Shah Alam)', 'Edit');
    dialog = page.getByRole('dialog', { name: 'Edit Rule' });
    await expect(dialog.getByLabel('Package')).toHaveValue('Half Day (CIC Shah Alam)');
    await block(dialog, 1).getByLabel('Description').fill('Changed my mind');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(
      discard.getByText('Are you sure you want to leave? Any unsaved changes will be lost.'),
    ).toBeVisible();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toHaveCount(0);

    // Switching the second block on makes the package's rules Active.
    await rowAction(page, 'Half Day (CIC Shah Alam)', 'Edit');
    dialog = page.getByRole('dialog', { name: 'Edit Rule' });
    await expect(block(dialog, 1).getByLabel('Description')).toHaveValue('');
    await block(dialog, 2).getByRole('switch', { name: 'Active' }).click();
    await dialog.getByRole('button', { name: 'Update Rule' }).click();
    await expect(page.getByText('Overtime rules updated successfully', { exact: true })).toBeVisible();
    await expect(shahAlam.getByText('Active', { exact: true })).toBeVisible();

    // Search by package name, in the address bar; a search that finds nothing can be cleared.
    await page.getByRole('searchbox').fill('half');
    await expect(page).toHaveURL(/search=half/);
    await expect(rulesTable(page).getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox').fill('no package is called this');
    await expect(page.getByText('No rules match "no package is called this".')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(ruleRow(page, 'Default Rules')).toBeVisible();

    await rowAction(page, 'Half Day (CIC Shah Alam)', 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete overtime rules?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Overtime rules deleted successfully', { exact: true })).toBeVisible();
    await expect(ruleRow(page, 'CIC Shah Alam')).toHaveCount(0);
  });
});
