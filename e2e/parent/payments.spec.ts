import { readFile } from 'node:fs/promises';
import type { OvertimeInvoice, OvertimeInvoicePage } from '@cic/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { demoAdmin } from '../support/demo-accounts';
import { expectPdfFrom } from '../support/documents';
import { type InvoiceWords, invoiceWords } from '../support/invoice-words';
import { waitForMail } from '../support/mailbox';
import { generateOvertimeReport } from '../support/overtime';
import { adminToken, restoreAdminLanguage, setAdminLanguage } from '../support/sign-in';
import { signInAsAdmin, signInAsParent, signInAsParentInMalay } from '../support/sign-in-pages';
import { payInSimulator } from '../support/simulator';

/** Demo parents and their children (README, demo data), whose pick-ups are sometimes late. */
type Payer = { email: string; children: string[]; search: string };
const englishPayer: Payer = {
  email: 'lim.cheewai@demo.test',
  children: ['Lim Kai Xuan', 'Lim Kai Le'],
  search: 'Lim Kai',
};
/** A parent who chooses Malay before signing in (as the Malay pages' crawl does). */
const malayPayer: Payer = {
  email: 'nor.azura@demo.test',
  children: ['Aqil Hakimi bin Amirul Hakim'],
  search: 'Aqil Hakimi',
};

test.use({ viewport: { width: 360, height: 800 } });

/**
 * The admin's side, in a browser of its own: last month's report, then on its Students tab the
 * payer's children are found, selected and converted to an issued invoice (one per family and
 * centre). The children are found by name, so the parent's first sign-in is the test's own.
 */
async function adminIssuesInvoice(
  browser: Browser,
  request: APIRequestContext,
  payer: Payer,
  w: InvoiceWords,
): Promise<{ invoice: OvertimeInvoice; admin: Page }> {
  const token = await adminToken(request);
  const report = await generateOvertimeReport(request, token, `Payments ${payer.email} ${Date.now()}`);
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsAdmin(admin, demoAdmin);
  await admin.goto(`/app/admin/overtime/reports/${report.id}?tab=students`);
  const table = admin.getByRole('table', { name: w.studentsTable });
  // The search narrows the table to the family's children (a new search clears the selection).
  await admin.getByPlaceholder(w.searchStudents).fill(payer.search);
  await expect(table.getByRole('row').filter({ hasNotText: payer.search })).toHaveCount(1);
  for (const name of payer.children) {
    await table.getByRole('checkbox', { name: w.select(name), exact: true }).check();
  }
  await admin.getByRole('button', { name: w.bulk }).click();
  await admin.getByRole('menuitem', { name: w.toInvoice, exact: true }).click();
  await admin
    .getByRole('alertdialog', { name: w.confirmTitle })
    .getByRole('button', { name: w.toInvoice })
    .click();
  await expect(admin.getByRole('dialog', { name: w.made }).getByText(w.issued)).toBeVisible();

  const listed = await callApi<OvertimeInvoicePage>(request, 'GET', '/admin/overtime/invoices', {
    token,
    params: { search: payer.children[0] ?? '', limit: '100' },
  });
  const invoice = listed.invoices.find((item) => item.reportId === report.id);
  if (!invoice?.number) throw new Error('No invoice was issued');
  return { invoice, admin };
}

/** Back in the admin's browser: the invoice is paid online, and its PDF downloads. */
async function adminSeesPaid(admin: Page, invoice: OvertimeInvoice, w: InvoiceWords) {
  await admin.goto(`/app/admin/overtime/invoices/${invoice.id}`);
  await expect(
    admin.getByRole('heading', { name: w.invoiceHeading(invoice.number ?? ''), level: 1 }),
  ).toBeVisible();
  await expect(admin.getByText(w.paid, { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('table', { name: w.payments }).getByText(w.online)).toBeVisible();
  await expectPdfFrom(admin, admin.getByRole('button', { name: w.receipt }), /^RCP-\d{4}-\d{6}-\d+\.pdf$/);
  await admin.goto(`/app/admin/overtime/invoices/${invoice.id}`);
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: w.downloadPdf }).click();
  const bytes = await readFile((await (await download).path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await admin.context().close();
}

test.afterEach(({ request }) => restoreAdminLanguage(request));

test('[PARENT] an admin issues an invoice; the parent is e-mailed, pays it in the simulator, sees it paid and gets the receipt; the admin sees it paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const issuedSince = Date.now();
  const { invoice, admin } = await adminIssuesInvoice(browser, request, englishPayer, invoiceWords.en);
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

  // The invoice and the payment's receipt open as PDFs from the file store, by signed links.
  await page.getByRole('link', { name: new RegExp(number) }).click();
  await expectPdfFrom(page, page.getByRole('button', { name: 'Download invoice (PDF)' }), `${number}.pdf`);
  await page.goto(`/parent/payments/${invoice.id}`);
  await expectPdfFrom(
    page,
    page.getByRole('button', { name: `Receipt of ${amount} paid on`, exact: false }),
    /^RCP-\d{4}-\d{6}-\d+\.pdf$/,
  );

  const receipt = await waitForMail(englishPayer.email, since, 20_000, (mail) =>
    mail.subject.startsWith('Receipt '),
  );
  expect(receipt.subject).toBe(`Receipt ${number.replace('INV-', 'RCP-')}-1 for invoice ${number}`);
  expect(receipt.text).toContain(`received ${amount} for invoice ${number}`);
  expect(receipt.text).toContain('The invoice is now paid in full.');
  await adminSeesPaid(admin, invoice, invoiceWords.en);
});

test('[PARENT] the same in Bahasa Malaysia: the admin issues, the parent pays under Bayaran, the admin sees it paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await setAdminLanguage(request, 'ms');
  const { invoice, admin } = await adminIssuesInvoice(browser, request, malayPayer, invoiceWords.ms);
  const number = invoice.number ?? '';
  const amount = `RM ${(invoice.balanceSen / 100).toFixed(2)}`;

  const since = Date.now();
  await signInAsParentInMalay(page, malayPayer.email);

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
  await adminSeesPaid(admin, invoice, invoiceWords.ms);
});
