import type { AdminOrderDetail, AdminRegistrationListItem } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { demoAdmin } from '../support/demo-accounts';
import { snap } from '../support/screenshots';
import { signInAsAdmin } from '../support/sign-in-pages';

test.describe('admin registrations and orders', () => {
  test('[ADMIN] finds a failed registration, follows its order and reads the payment the gateway sent', async ({
    page,
    request,
  }, testInfo) => {
    const token = await signInAsAdmin(page, demoAdmin);

    // The demo data seeds a registration in each state; the lookup only picks which one to search for.
    const seeded = await callApi<AdminRegistrationListItem[]>(request, 'GET', '/admin/registration', {
      token,
      params: { limit: '100' },
    });
    const failed = seeded.find((registration) => registration.status === 'PAYMENT_FAILED');
    if (!failed) throw new Error('The demo data has no PAYMENT_FAILED registration');

    await page
      .getByRole('navigation', { name: 'Admin modules' })
      .getByRole('link', { name: 'Registrations' })
      .click();
    await expect(page).toHaveURL(/\/app\/admin\/registrations$/);
    await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Registrations' });
    for (const column of ['Reg. Number', 'Child Name', 'Center', 'Year Intake', 'Contact Parent', 'Status']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByText(`${seeded.length} registrations found`, { exact: true })).toBeVisible();
    await snap(page, testInfo, 'registrations-list');

    // The search waits for typing to pause, then lands in the address bar.
    await page.getByRole('searchbox').fill(failed.registrationNumber);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(failed.registrationNumber)}`));
    await expect(page.getByText('1 registration found', { exact: true })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: failed.registrationNumber });
    await expect(row.getByText('PAYMENT_FAILED')).toBeVisible();
    await expect(row.getByRole('cell', { name: failed.fullName })).toBeVisible();

    await page.getByRole('searchbox').fill('no registration is called this');
    await expect(page.getByText('No registrations found.')).toBeVisible();
    await page.getByRole('searchbox').fill(failed.registrationNumber);
    await row.getByRole('link', { name: 'View' }).click();

    await expect(page).toHaveURL(new RegExp(`/app/admin/registrations/${failed.id}$`));
    await expect(page.getByRole('heading', { name: failed.fullName, level: 1 })).toBeVisible();
    await expect(page.getByText('PAYMENT_FAILED').first()).toBeVisible();
    for (const group of ['Student', 'Contact', 'Father', 'Mother', 'Programme']) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await snap(page, testInfo, 'registration-detail', true);

    await page.getByRole('link', { name: 'View Order' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Order Information')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Order Items' }).getByRole('link', {
        name: `View Reg #${failed.registrationNumber}`,
      }),
    ).toBeVisible();
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments.getByText('FAILED', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'order-detail', true);

    const orderId = page.url().split('/').at(-1) ?? '';
    const order = await callApi<AdminOrderDetail>(request, 'GET', `/admin/order/${orderId}`, { token });
    const recorded = order.payments.find((payment) => payment.transactionData !== null);
    if (!recorded?.transactionData)
      throw new Error('The failed demo order has no payment with transaction data');
    await payments
      .getByRole('row')
      .filter({ hasText: recorded.id })
      .getByRole('button', { name: 'Transaction Details' })
      .click();
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    // The raw JSON the gateway sent, as it was recorded.
    for (const key of Object.keys(recorded.transactionData)) await expect(details).toContainText(`"${key}"`);
    await snap(page, testInfo, 'transaction-details');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/registrations/${failed.id}$`));
  });
});
