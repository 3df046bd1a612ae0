import { type BillingRunInvoice, formatSen, startOfCalendarMonth } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { billMonth } from '../support/billing';
import { kualaLumpurDayFromToday } from '../support/dates';
import { adminToken, grantModules, registerAdmin } from '../support/sign-in';
import { signInAsAdmin } from '../support/sign-in-pages';

/**
 * Decision 100: invoices are the Billing module's as much as Overtime's. An admin granted only
 * Billing opens a run's invoice from the run's list, and finds Invoices and Credits and refunds
 * under Billing. The run drafts a month five ahead (the monthly billing spec bills three and four
 * ahead) and is not issued, so no family is told of it.
 */
const billingAdmin = { email: 'billing.only@demo.test', password: 'billing-only-pass-1' };

test('[ADMIN] an admin with only Billing opens an invoice from a billing run’s list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerAdmin(request, billingAdmin);
  await grantModules(request, billingAdmin.email, ['BILLING']);
  const token = await adminToken(request);
  const month = startOfCalendarMonth(kualaLumpurDayFromToday(), 5).slice(0, 7);
  const run = await billMonth(request, token, { month, issueWhenDrafted: false });
  const [first] = await callApi<BillingRunInvoice[]>(
    request,
    'GET',
    `/admin/billing/runs/${run.id}/invoices`,
    {
      token,
      params: { limit: '1' },
    },
  );
  if (!first) throw new Error(`The run of ${month} drafted no invoice`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, billingAdmin);
  const sidebar = page.getByRole('navigation', { name: 'Admin modules' });
  await expect(sidebar.getByRole('link', { name: 'Overtime' })).toHaveCount(0);

  await page.goto(`/app/admin/billing/runs/${run.id}`);
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  await expect(row).toContainText(formatSen(first.totalSen));
  await row.getByRole('link', { name: 'Proforma' }).click();

  await expect(page).toHaveURL(new RegExp(`/app/admin/overtime/invoices/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Proforma Invoice' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' })).toContainText(first.childNames[0] ?? '');
  await expect(page.getByText(formatSen(first.totalSen)).first()).toBeVisible();
  // The invoice pages are Billing's sub-items here, and the current one is marked.
  await expect(sidebar.getByRole('link', { name: 'Invoices', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: 'Credits and refunds' })).toBeVisible();
  expect.soft(await axeViolations(page), 'axe on the invoice').toEqual([]);
});
