import { readFile } from 'node:fs/promises';
import type { OvertimeInvoice, OvertimeInvoicePage } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { demoAdmin } from '../support/demo-accounts';
import { type InvoiceWords as Words, invoiceWords as words } from '../support/invoice-words';
import { generateOvertimeReport, uninvoicedStudents } from '../support/overtime';
import { snap } from '../support/screenshots';
import { adminToken, restoreAdminLanguage } from '../support/sign-in';
import { signInAsAdmin, signInAsAdminInMalay } from '../support/sign-in-pages';

/** 'RM 1,234.50' from whole sen, as the pages show money. */
const rm = (sen: number) =>
  `RM ${new Intl.NumberFormat('en-US').format(Math.floor(sen / 100))}.${String(sen % 100).padStart(2, '0')}`;

/**
 * The whole admin flow of issue 28 on a fresh READY report: two students' overtime converted to
 * issued invoices from the Students tab, found on the Invoices page, paid in two parts by hand,
 * and downloaded as a PDF.
 */
async function invoiceFlow(
  page: Page,
  request: Parameters<typeof generateOvertimeReport>[0],
  w: Words,
  via: 'result link' | 'sidebar',
) {
  const token = await adminToken(request);
  const report = await generateOvertimeReport(request, token, `Invoices ${Date.now()}`);
  // Students none of whose overtime another spec invoiced already (decision 087).
  const chosen = await uninvoicedStudents(request, token, report.id, 2);

  await test.step('select two students of the READY report and convert them to invoices', async () => {
    await page.goto(`/app/admin/overtime/reports/${report.id}?tab=students`);
    const table = page.getByRole('table', { name: w.studentsTable });
    for (const student of chosen) {
      await table.getByRole('checkbox', { name: w.select(student.childInfo.name), exact: true }).check();
    }
    await page.getByRole('button', { name: w.bulk }).click();
    await page.getByRole('menuitem', { name: w.toInvoice, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: w.confirmTitle });
    await confirm.getByRole('button', { name: w.toInvoice }).click();
    const made = page.getByRole('dialog', { name: w.made });
    await expect(made.getByText(w.issued)).toBeVisible();
    if (via === 'result link') {
      await made.getByRole('link', { name: w.openInvoices }).click();
    } else {
      await made.getByRole('button', { name: w.stay }).click();
      // The table refreshed: the students' overtime is now invoiced.
      for (const student of chosen) {
        const row = table.getByRole('row').filter({ hasText: student.childInfo.name }).first();
        await expect(row.getByText(w.invoiced, { exact: true })).toBeVisible();
      }
      await page
        .getByRole('navigation', { name: w.nav })
        .getByRole('link', { name: w.invoicesHeading, exact: true })
        .click();
    }
    await expect(page.getByRole('heading', { name: w.invoicesHeading, level: 1 })).toBeVisible();
  });

  // This report's invoice of the first student.
  const name = chosen[0]?.childInfo.name ?? '';
  const listed = await callApi<OvertimeInvoicePage>(request, 'GET', '/admin/overtime/invoices', {
    token,
    params: { search: name, limit: '100' },
  });
  const invoice = listed.invoices.find((item) => item.reportId === report.id) as OvertimeInvoice;
  expect(invoice).toMatchObject({ status: 'ISSUED' });
  const number = invoice.number ?? '';

  await test.step('the invoice is on the Invoices page and opens', async () => {
    await page.getByRole('searchbox', { name: w.search }).fill(number);
    const row = page
      .getByRole('table', { name: w.invoicesTable })
      .getByRole('row')
      .filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(rm(invoice.totalSen)).first()).toBeVisible();
    // The search applies after a pause and redraws the rows, which can swallow a click: try again.
    const heading = page.getByRole('heading', { name: w.invoiceHeading(number), level: 1 });
    await expect(async () => {
      if (!(await heading.isVisible())) await row.getByText(number).click({ timeout: 2_000 });
      await expect(heading).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  });

  const part = Math.max(1, Math.floor(invoice.totalSen / 2));
  await test.step('a part payment, then the rest: the invoice is paid', async () => {
    await page.getByRole('button', { name: w.markPaid }).click();
    let dialog = page.getByRole('dialog', { name: w.markPaid });
    await expect(dialog.getByLabel(w.amount)).toHaveValue((invoice.totalSen / 100).toFixed(2));
    await dialog.getByLabel(w.amount).fill((part / 100).toFixed(2));
    await dialog.getByLabel(w.method).selectOption(w.bankTransfer);
    await dialog.getByLabel(w.reference).fill('MBB 2026-001');
    await dialog.getByRole('button', { name: w.record }).click();
    await expect(page.getByText(w.recorded, { exact: true })).toBeVisible();
    await expect(page.getByText(w.partlyPaid, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: w.payments }).getByText('MBB 2026-001')).toBeVisible();

    await page.getByRole('button', { name: w.markPaid }).click();
    dialog = page.getByRole('dialog', { name: w.markPaid });
    // The rest of the balance is proposed.
    await expect(dialog.getByLabel(w.amount)).toHaveValue(((invoice.totalSen - part) / 100).toFixed(2));
    await dialog.getByRole('button', { name: w.record }).click();
    await expect(page.getByText(w.paid, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: w.markPaid })).toHaveCount(0);
    await expect(page.getByText(w.partlyPaid, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('table', { name: w.payments }).getByRole('row')).toHaveCount(3);
  });

  await test.step('the PDF downloads', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.downloadPdf }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
  return { number };
}

test.describe('admin overtime invoices (issue 28)', () => {
  test.afterEach(({ request }) => restoreAdminLanguage(request));

  test('[ADMIN] converts selected students of a READY report to invoices, pays one in two parts and downloads its PDF', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, demoAdmin);
    await invoiceFlow(page, request, words.en, 'sidebar');
    await snap(page, testInfo, 'overtime-invoice-paid');
    // The list shows the totals and finds the paid invoice by status.
    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page.getByText('Outstanding', { exact: true })).toBeVisible();
    await expect(page.getByText('Collected', { exact: true })).toBeVisible();
  });

  test('[ADMIN] does the same in Bahasa Malaysia', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAsAdminInMalay(page, request);
    await invoiceFlow(page, request, words.ms, 'result link');
  });
});

test.describe('the report page’s invoice actions (issue 28)', () => {
  test('[ADMIN] Mark as Paid pays the selected students’ invoices, says so when nothing is owed, and the side sheet makes a proforma of ticked items', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await signInAsAdmin(page, demoAdmin);
    const report = await generateOvertimeReport(request, token, `Report actions ${Date.now()}`);
    const [paidOne, sheetOne] = await uninvoicedStudents(request, token, report.id, 2);
    if (!paidOne || !sheetOne) throw new Error('The demo report has fewer than two students');
    await callApi(request, 'POST', '/admin/overtime/invoices', {
      token,
      data: { reportId: report.id, childIds: [paidOne.childId] },
    });

    await page.goto(`/app/admin/overtime/reports/${report.id}?tab=students`);
    const table = page.getByRole('table', { name: 'Students' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name }).first();
    const select = (name: string) =>
      table.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
    const markPaid = async () => {
      await page.getByRole('button', { name: /Bulk actions/ }).click();
      await page.getByRole('menuitem', { name: 'Mark as Paid' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark as Paid' });
      await dialog.getByLabel('Payment method').selectOption('CASH');
      await dialog.getByLabel('Reference').fill('Receipt 42');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      return dialog;
    };

    await test.step('Mark as Paid on an invoiced student pays the balance', async () => {
      await expect(row(paidOne.childInfo.name).getByText('INVOICED', { exact: true })).toBeVisible();
      await select(paidOne.childInfo.name);
      await markPaid();
      const done = page.getByRole('dialog', { name: 'Invoices paid' });
      await expect(done.getByText('1 invoice was marked as paid.')).toBeVisible();
      await done.getByRole('button', { name: 'Stay on the report' }).click();
      await expect(row(paidOne.childInfo.name).getByText('PAID', { exact: true })).toBeVisible();
    });

    await test.step('nothing owed: the dialog says so', async () => {
      await select(paidOne.childInfo.name);
      const dialog = await markPaid();
      await expect(dialog.getByRole('alert')).toHaveText(
        'None of the selected students has an issued invoice with a balance to pay.',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    await test.step('the side sheet: a proforma of the ticked item; invoiced items cannot be edited', async () => {
      await row(sheetOne.childInfo.name)
        .getByRole('cell', { name: sheetOne.childInfo.name, exact: true })
        .click();
      const sheet = page.getByRole('dialog', { name: `Overtime Details - ${sheetOne.childInfo.name}` });
      const create = sheet.getByRole('button', { name: 'Create Proforma Invoice' });
      await expect(create).toBeDisabled();
      const first = sheet.getByRole('table', { name: 'Overtime items' }).getByRole('row').nth(1);
      await expect(first.getByRole('button', { name: 'Edit item' })).toBeVisible();
      await first.getByRole('checkbox').check();
      await create.click();
      await page
        .getByRole('alertdialog', { name: 'Convert to Proforma Invoice?' })
        .getByRole('button', { name: 'Convert to Proforma Invoice' })
        .click();
      const done = page.getByRole('dialog', { name: 'Invoices created' });
      await expect(done.getByText('1 proforma invoice was created.')).toBeVisible();
      await done.getByRole('button', { name: 'Stay on the report' }).click();
      await expect(first.getByText('PROFORMA', { exact: true })).toBeVisible();
      await expect(first.getByRole('button', { name: 'Edit item' })).toHaveCount(0);
      await expect(first.getByRole('button', { name: 'Delete item' })).toHaveCount(0);
      await expect(first.getByRole('button', { name: 'View the check-out' })).toBeVisible();
    });
  });
});
