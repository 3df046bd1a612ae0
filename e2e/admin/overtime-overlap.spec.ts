import type {
  OvertimeInvoice,
  OvertimeReportStudent,
  OvertimeStudentItems,
  ReportInvoicing,
} from '@cic/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { demoAdmin } from '../support/demo-accounts';
import { billableStudents, generateOvertimeReport } from '../support/overtime';
import { adminToken, restoreAdminLanguage } from '../support/sign-in';
import { signInAsAdmin, signInAsAdminInMalay } from '../support/sign-in-pages';

/** 'RM 1,234.50' from whole sen, as the pages show money. */
const rm = (sen: number) =>
  `RM ${new Intl.NumberFormat('en-US').format(Math.floor(sen / 100))}.${String(sen % 100).padStart(2, '0')}`;

/** The words this spec reads and clicks, in each language (the catalogues' texts). */
const words = {
  en: {
    totals: 'What is invoiced',
    uninvoiced: 'Not yet invoiced',
    invoicedStatus: 'INVOICED',
    invoicedOn: (number: string) => `Invoiced on ${number}`,
    invoicedOnOther: (number: string) => `Invoiced on ${number} from another report`,
    studentsTable: 'Students',
    search: 'Search by student name',
    sheet: (name: string) => `Overtime Details - ${name}`,
    itemsTable: 'Overtime items',
    selectAll: 'Select all items',
    selected: (selected: number, count: number) =>
      `${selected} of ${count} ${count === 1 ? 'item' : 'items'} selected`,
    createProforma: 'Create Proforma Invoice',
    confirmTitle: 'Convert to Proforma Invoice?',
    toProforma: 'Convert to Proforma Invoice',
    refused: (number: string) =>
      `One of the chosen overtime records is already on invoice ${number}, made from this or another report.`,
  },
  ms: {
    totals: 'Yang sudah diinvois',
    uninvoiced: 'Belum diinvois',
    invoicedStatus: 'DIINVOIS',
    invoicedOn: (number: string) => `Diinvois pada ${number}`,
    invoicedOnOther: (number: string) => `Diinvois pada ${number} daripada laporan lain`,
    studentsTable: 'Murid',
    search: 'Cari mengikut nama murid',
    sheet: (name: string) => `Butiran Lebih Masa - ${name}`,
    itemsTable: 'Item lebih masa',
    selectAll: 'Pilih semua item',
    selected: (selected: number, count: number) => `${selected} daripada ${count} item dipilih`,
    createProforma: 'Cipta Invois Proforma',
    confirmTitle: 'Tukar kepada Invois Proforma?',
    toProforma: 'Tukar kepada Invois Proforma',
    refused: (number: string) =>
      `Salah satu rekod lebih masa yang dipilih sudah ada pada invois ${number}, yang dibuat daripada laporan ini atau laporan lain.`,
  },
} as const;
type Words = (typeof words)[keyof typeof words];

const sheetOf = (request: APIRequestContext, token: string, reportId: string, childId: string) =>
  callApi<OvertimeStudentItems>(request, 'GET', `/admin/overtime/reports/${reportId}/students/${childId}`, {
    token,
  });
const issue = async (request: APIRequestContext, token: string, data: object) =>
  (
    await callApi<{ invoices: OvertimeInvoice[] }>(request, 'POST', '/admin/overtime/invoices', {
      token,
      data,
    })
  ).invoices;

/**
 * Issue 39: last month is invoiced (and partly paid), then a report over the same month is
 * generated. Its page counts what is already invoiced, its Students tab and side sheet name the
 * invoice, Select all ticks only what is left, and a conversion refused because someone invoiced
 * an item meanwhile closes its question and says why.
 */
async function overlapFlow(page: Page, request: APIRequestContext, w: Words) {
  const token = await adminToken(request);
  const october = await generateOvertimeReport(request, token, `Invoiced month ${Date.now()}`);
  // Two students: one with nothing invoiced yet, invoiced whole; one with a single item invoiced.
  const candidates = await billableStudents(request, token, october.id);
  let whole: OvertimeReportStudent | undefined;
  let partly: { student: OvertimeReportStudent; sheet: OvertimeStudentItems } | undefined;
  for (const student of candidates) {
    const sheet = await sheetOf(request, token, october.id, student.childId);
    const left = sheet.items.filter((item) => item.invoice === null);
    if (!whole && left.length === sheet.items.length) whole = student;
    else if (!partly && left.length >= 3) partly = { student, sheet };
    if (whole && partly) break;
  }
  if (!whole || !partly) throw new Error('The demo month has too few students left to invoice');
  const [wholeInvoice] = await issue(request, token, { reportId: october.id, childIds: [whole.childId] });
  if (!wholeInvoice?.number) throw new Error('No invoice was issued');
  await callApi(request, 'POST', `/admin/overtime/invoices/${wholeInvoice.id}/payments`, {
    token,
    data: { method: 'CASH', reference: '', paidOn: wholeInvoice.issueDate, amountSen: 1 },
  });
  const firstLeft = partly.sheet.items.find((item) => item.invoice === null);
  const [partInvoice] = await issue(request, token, { reportId: october.id, itemIds: [firstLeft?.id] });
  const partNumber = partInvoice?.number ?? '';

  const overlap = await generateOvertimeReport(request, token, `Same month again ${Date.now()}`);
  const split = await callApi<ReportInvoicing>(
    request,
    'GET',
    `/admin/overtime/invoicing/reports/${overlap.id}`,
    {
      token,
    },
  );
  expect(split.invoicedSen).toBeGreaterThan(0);

  await test.step('the report page shows what is invoiced and what is not', async () => {
    await page.goto(`/app/admin/overtime/reports/${overlap.id}?tab=students`);
    const totals = page.getByRole('region', { name: w.totals });
    await expect(totals.getByText(w.uninvoiced, { exact: true })).toBeVisible();
    await expect(totals.getByText(rm(split.invoicedSen), { exact: true })).toBeVisible();
    await expect(totals.getByText(rm(split.uninvoicedSen), { exact: true })).toBeVisible();
  });

  await test.step('the Students tab shows the student invoiced through the other report, with the number', async () => {
    await page.getByRole('searchbox', { name: w.search }).fill(whole?.childInfo.name ?? '');
    const row = page
      .getByRole('table', { name: w.studentsTable })
      .getByRole('row')
      .filter({ hasText: whole?.childInfo.name ?? '' })
      .first();
    await expect(row.getByText(w.invoicedStatus, { exact: true })).toBeVisible();
    await expect(row).toContainText(wholeInvoice.number ?? '');
    await expect(row).toContainText(w.invoicedOn(''));
  });

  const name = partly.student.childInfo.name;
  const later = await sheetOf(request, token, overlap.id, partly.student.childId);
  const billable = later.items.filter((item) => item.invoice === null);
  const sheet = page.getByRole('dialog', { name: w.sheet(name) });
  const rows = sheet.getByRole('table', { name: w.itemsTable }).getByRole('row');

  await test.step('the side sheet names the invoice, and Select all ticks only what is left', async () => {
    await page.getByRole('searchbox', { name: w.search }).fill(name);
    await page
      .getByRole('table', { name: w.studentsTable })
      .getByRole('row')
      .filter({ hasText: name })
      .first()
      .getByRole('cell', { name, exact: true })
      .click();
    // The invoiced item (and any other block of its check-out: a charge belongs to its check-out).
    await expect(rows.filter({ hasText: w.invoicedOnOther(partNumber) }).first()).toBeVisible();
    const box = (index: number) => rows.nth(index + 1).getByRole('checkbox');
    await sheet.getByRole('checkbox', { name: w.selectAll }).check();
    await expect(sheet.getByText(w.selected(billable.length, later.items.length))).toBeVisible();
    for (const [index, item] of later.items.entries()) {
      if (item.invoice) {
        await expect(box(index)).toBeDisabled();
        await expect(box(index)).not.toBeChecked();
      } else {
        await expect(box(index)).toBeChecked();
      }
    }
    await sheet.getByRole('checkbox', { name: w.selectAll }).uncheck();
  });

  await test.step('a conversion refused because the item was invoiced meanwhile closes and says why', async () => {
    const chosen = billable[0];
    if (!chosen) throw new Error('Nothing left to tick');
    await rows
      .nth(later.items.findIndex((item) => item.id === chosen.id) + 1)
      .getByRole('checkbox')
      .check();
    // Meanwhile another admin invoices the same check-out's charge from the first report.
    const twin = partly?.sheet.items.find(
      (item) => item.checkoutId === chosen.checkoutId && item.startTime === chosen.startTime,
    );
    const [meanwhile] = await issue(request, token, { reportId: october.id, itemIds: [twin?.id] });
    await sheet.getByRole('button', { name: w.createProforma }).click();
    const confirm = page.getByRole('alertdialog', { name: w.confirmTitle });
    await confirm.getByRole('button', { name: w.toProforma }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText(w.refused(meanwhile?.number ?? ''), { exact: true }).first()).toBeVisible();
    await expect(sheet.getByRole('heading', { name: w.sheet(name) })).toBeFocused();
    // The item, and any other block of its check-out, now reads invoiced through the first report.
    await expect(rows.filter({ hasText: w.invoicedOnOther(meanwhile?.number ?? '') }).first()).toBeVisible();
  });
}

test.describe('a report over days already invoiced (issue 39)', () => {
  test.afterEach(({ request }) => restoreAdminLanguage(request));

  test('[ADMIN] sees charges invoiced through an earlier report as invoiced, with the number and the totals, and cannot tick them', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, demoAdmin);
    await overlapFlow(page, request, words.en);
  });

  test('[ADMIN] does the same in Bahasa Malaysia', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAsAdminInMalay(page, request);
    await overlapFlow(page, request, words.ms);
  });
});
