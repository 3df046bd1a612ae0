import type { OvertimeInvoice, OvertimeReportStudent, OvertimeStudentItems } from '@cic/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { signInCodeFor, waitForMail } from '../support/mailbox';
import { generateOvertimeReport } from '../support/overtime';
import { adminToken } from '../support/sign-in';
import { signInAsParent } from '../support/sign-in-pages';

/** Demo parents and their children (README, demo data), whose pick-ups are sometimes late. */
const englishPayer = { email: 'lim.cheewai@demo.test', children: ['Lim Kai Xuan', 'Lim Kai Le'] };
/** A parent who chooses Malay before signing in (as the Malay pages' crawl does). */
const malayPayer = { email: 'nor.azura@demo.test', children: ['Aqil Hakimi bin Amirul Hakim'] };

test.use({ viewport: { width: 360, height: 800 } });

/**
 * What an admin does before the parent comes in: last month's report, and an issued invoice of up
 * to two of the children's overtime items (through the API: the admin pages have their own tests).
 * The children are found by name, so the parent's first sign-in is the test's own.
 */
async function issuedInvoiceFor(
  request: APIRequestContext,
  payer: { email: string; children: string[] },
): Promise<OvertimeInvoice> {
  const admin = await adminToken(request);
  const report = await generateOvertimeReport(request, admin, `Payments ${payer.email}`);
  const itemIds: string[] = [];
  for (const name of payer.children) {
    const students = await callApi<OvertimeReportStudent[]>(
      request,
      'GET',
      `/admin/overtime/reports/${report.id}/students`,
      {
        token: admin,
        params: { search: name },
      },
    );
    for (const student of students.filter((row) => row.childInfo.name === name)) {
      const { items } = await callApi<OvertimeStudentItems>(
        request,
        'GET',
        `/admin/overtime/reports/${report.id}/students/${student.childId}`,
        { token: admin },
      );
      itemIds.push(...items.map((item) => item.id));
    }
  }
  expect(itemIds.length, `${payer.email}'s children have overtime last month`).toBeGreaterThan(0);
  const { invoices } = await callApi<{ invoices: OvertimeInvoice[] }>(
    request,
    'POST',
    '/admin/overtime/invoices',
    {
      token: admin,
      data: { reportId: report.id, itemIds: itemIds.slice(0, 2) },
    },
  );
  const [invoice] = invoices;
  if (!invoice?.number) throw new Error('No invoice was issued');
  return invoice;
}

/** The simulator's bill page: Pay, then back on the payment-complete page. */
async function payInSimulator(page: Page, pay: string) {
  await expect(page).toHaveURL(/\/payments\/simulator\/bills\//);
  await page.getByRole('button', { name: pay, exact: true }).click();
  await expect(page).toHaveURL(/\/parent\/payment\/complete\?orderId=/);
}

test('[PARENT] opens Payments, pays an issued invoice in the simulator, sees it paid and gets the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const issuedSince = Date.now();
  const invoice = await issuedInvoiceFor(request, englishPayer);
  const number = invoice.number ?? '';
  const amount = `RM ${(invoice.balanceSen / 100).toFixed(2)}`;
  // The family is told of the invoice by e-mail, with the amount, and a link to pay it.
  const notice = await waitForMail(englishPayer.email, issuedSince, 20_000, (mail) =>
    mail.subject.startsWith(`Invoice ${number}:`),
  );
  expect(notice.subject).toContain(`${amount} due by`);
  expect(notice.text).toContain(`/parent/payments/${invoice.id}`);
  await signInAsParent(page, englishPayer.email);

  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(number) });
  await expect(row).toContainText('Issued');
  await expect(row).toContainText(`${amount} to pay`);
  await row.click();

  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByText('Overtime charges')).toBeVisible();
  await expect(page.getByText('No payments yet.')).toBeVisible();
  // The invoice page on a small phone: nothing scrolls sideways, axe finds no WCAG 2.2 AA violation.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
  const since = Date.now();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await payInSimulator(page, 'Pay');

  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Thank you. Your payment was received.')).toBeVisible();
  await expect(page.getByText(`Invoice ${number} is paid.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Payments' }).click();
  await expect(page.getByRole('link', { name: new RegExp(number) })).toContainText('Paid');

  const receipt = await waitForMail(englishPayer.email, since, 20_000, (mail) =>
    mail.subject.startsWith('Receipt '),
  );
  expect(receipt.subject).toBe(`Receipt ${number.replace('INV-', 'RCP-')}-1 for invoice ${number}`);
  expect(receipt.text).toContain(`received ${amount} for invoice ${number}`);
  expect(receipt.text).toContain('The invoice is now paid in full.');
});

test('[PARENT] pays an invoice in Bahasa Malaysia: Bayaran, the invoice, the simulator and the result', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const invoice = await issuedInvoiceFor(request, malayPayer);
  const number = invoice.number ?? '';
  const amount = `RM ${(invoice.balanceSen / 100).toFixed(2)}`;

  await page.goto('/login');
  await page.getByLabel('Language').selectOption('ms');
  const since = Date.now();
  await page.getByLabel('E-mel').fill(malayPayer.email);
  await page.getByRole('button', { name: 'Hantar Kod' }).click();
  const dialog = page.getByRole('dialog', { name: 'Semak e-mel anda' });
  await dialog.getByLabel('Kod pengesahan').fill(await signInCodeFor(malayPayer.email, since));
  await dialog.getByRole('button', { name: 'Sahkan' }).click();

  await page.getByRole('link', { name: 'Bayaran' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayaran' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(number) });
  await expect(row).toContainText('Dikeluarkan');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invois ${number}` })).toBeVisible();
  await expect(page.getByText('Caj lebih masa')).toBeVisible();
  await page.getByRole('button', { name: `Bayar ${amount}` }).click();
  await payInSimulator(page, 'Bayar');

  await expect(page.getByText(`Invois ${number} telah dibayar.`)).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Bayaran' }).click();
  await expect(page.getByRole('link', { name: new RegExp(number) })).toContainText('Dibayar');
  const receipt = await waitForMail(malayPayer.email, since, 20_000, (mail) =>
    mail.subject.startsWith('Resit '),
  );
  expect(receipt.subject).toBe(`Resit ${number.replace('INV-', 'RCP-')}-1 untuk invois ${number}`);
});
