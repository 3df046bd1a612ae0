import { expect, test } from '@playwright/test';
import { demoAdmin, demoCentres } from '../support/demo-accounts';
import { signInAsAdmin } from '../support/sign-in-pages';

/**
 * The Invoices and Credits lists keep their filters in the address bar (decision 096: one
 * `useListParams` and one centre and checkbox filter for both): a choice is written there, a
 * reload shows it again, and clearing it leaves nothing behind. A box is ticked by a click: it
 * shows what the address bar holds, so it reads ticked once the address has changed.
 */
test('[ADMIN] the invoice and credit lists keep their centre and checkbox filters through a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, demoAdmin);
  const bangsar = demoCentres.bangsar.name;

  await page.goto('/app/admin/overtime/invoices');
  await page.getByRole('checkbox', { name: 'Overdue only' }).click();
  await expect(page).toHaveURL(/\?overdue=true$/);
  await page.getByRole('combobox', { name: 'Center' }).selectOption({ label: bangsar });
  await expect(page).toHaveURL(/\?centerId=[^&]+&overdue=true$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Center' }).locator('option:checked')).toHaveText(bangsar);
  await expect(page.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Overdue only' }).click();
  await expect(page).toHaveURL(/\?centerId=[^&]+$/);
  await page.getByRole('combobox', { name: 'Center' }).selectOption({ label: 'All Centers' });
  await expect(page).toHaveURL(/\/app\/admin\/overtime\/invoices$/);

  await page.goto('/app/admin/overtime/credits');
  await page.getByRole('checkbox', { name: 'Also families with no credit left' }).click();
  await expect(page).toHaveURL(/\?all=true$/);
  await page.getByRole('combobox', { name: 'Center' }).selectOption({ label: bangsar });
  await expect(page).toHaveURL(/\?centerId=[^&]+&all=true$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Center' }).locator('option:checked')).toHaveText(bangsar);
  await expect(page.getByRole('checkbox', { name: 'Also families with no credit left' })).toBeChecked();
});
