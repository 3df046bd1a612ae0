import type { OvertimeInvoiceDetail } from '@cic/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { kualaLumpurDayFromToday } from '../support/dates';
import { invoiceWords } from '../support/invoice-words';
import { generateOvertimeReport, uninvoicedStudents } from '../support/overtime';
import { adminToken } from '../support/sign-in';

/** 'dd/MM/yyyy', as the date fields are typed. */
const typed = (day: string) => day.split('-').reverse().join('/');

/** The words this spec reads, in each language (the catalogues' texts, decision 090). */
const words = {
  en: {
    ...invoiceWords.en,
    lang: 'en',
    paidOn: 'Payment date',
    cancel: 'Cancel',
    noSuchDay: 'There is no such day. Check the day and the month.',
    future: 'The payment date cannot be in the future',
    fullYear: 'Enter the year in full, such as 31/12/2026',
    commaBeforeSen: 'Use a point, not a comma, before the sen, such as 10.50',
    commas: 'Enter ringgit with a point before the sen, such as 12.50 or 1,234.50',
    readsAs: (amount: string) => `Reads as ${amount}`,
  },
  ms: {
    ...invoiceWords.ms,
    lang: 'ms',
    paidOn: 'Tarikh bayaran',
    cancel: 'Batal',
    noSuchDay: 'Tiada hari sedemikian. Semak hari dan bulan.',
    future: 'Tarikh bayaran tidak boleh pada masa hadapan',
    fullYear: 'Masukkan tahun penuh, contohnya 31/12/2026',
    commaBeforeSen: 'Gunakan titik, bukan koma, sebelum sen, contohnya 10.50',
    commas: 'Masukkan ringgit dengan titik sebelum sen, contohnya 12.50 atau 1,234.50',
    readsAs: (amount: string) => `Dibaca sebagai ${amount}`,
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/** A fresh report's first student invoiced (issued today), and the admin's token. */
async function issuedInvoice(request: Parameters<typeof generateOvertimeReport>[0]) {
  const token = await adminToken(request);
  const report = await generateOvertimeReport(request, token, `Money inputs ${Date.now()}`);
  const [student] = await uninvoicedStudents(request, token, report.id, 1);
  if (!student) throw new Error('The demo report has no student left to invoice');
  const { invoices } = await callApi<{ invoices: { id: string }[] }>(
    request,
    'POST',
    '/admin/overtime/invoices',
    {
      token,
      data: { reportId: report.id, childIds: [student.childId] },
    },
  );
  const invoiceId = invoices[0]?.id ?? '';
  const payments = async () =>
    (await callApi<OvertimeInvoiceDetail>(request, 'GET', `/admin/overtime/invoices/${invoiceId}`, { token }))
      .payments;
  return { reportId: report.id, student, invoiceId, payments };
}

/** Types into a field as a person does and leaves it. */
async function typeInto(field: Locator, text: string) {
  await field.fill(text);
  await field.blur();
}

/** Record payment is pressed, the dialog stays with the field's message, and nothing was sent. */
async function refused(page: Page, dialog: Locator, w: Words, message: string) {
  await dialog.getByRole('button', { name: w.record }).click();
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByText(w.recorded, { exact: true })).toHaveCount(0);
}

async function moneyInputs(page: Page, request: Parameters<typeof generateOvertimeReport>[0], w: Words) {
  const { reportId, student, invoiceId, payments } = await issuedInvoice(request);
  await page.goto(`/app/admin/overtime/invoices/${invoiceId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
  await page.getByRole('button', { name: w.markPaid }).click();
  const dialog = page.getByRole('dialog', { name: w.markPaid });
  const paidOn = dialog.getByRole('textbox', { name: w.paidOn });
  const amount = dialog.getByLabel(w.amount);

  await test.step('a day that does not exist, a future day and a two-digit year block the save', async () => {
    await typeInto(paidOn, '31/02/2026');
    await refused(page, dialog, w, w.noSuchDay);
    await typeInto(paidOn, typed(kualaLumpurDayFromToday(1)));
    await refused(page, dialog, w, w.future);
    await typeInto(paidOn, '01/01/26');
    await refused(page, dialog, w, w.fullYear);
    expect(await payments()).toEqual([]);
  });

  await test.step('a comma where the point goes is refused; grouped thousands are read as shown', async () => {
    await typeInto(paidOn, typed(kualaLumpurDayFromToday()));
    await typeInto(amount, '10,50');
    await refused(page, dialog, w, w.commaBeforeSen);
    await typeInto(amount, '1,2,3');
    await refused(page, dialog, w, w.commas);
    await amount.fill('1,234.50');
    await expect(dialog.getByText(w.readsAs('RM 1,234.50'), { exact: true })).toBeVisible();
    expect(await payments()).toEqual([]);
  });

  await test.step('what is shown is what is recorded', async () => {
    await amount.fill('0.01');
    await expect(dialog.getByText(w.readsAs('RM 0.01'), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: w.record }).click();
    await expect(page.getByText(w.recorded, { exact: true })).toBeVisible();
    expect((await payments()).map((payment) => [payment.amountSen, payment.paidOn])).toEqual([
      [1, kualaLumpurDayFromToday()],
    ]);
  });

  await test.step('the report’s Mark as Paid blocks a wrong day too', async () => {
    await page.goto(`/app/admin/overtime/reports/${reportId}?tab=students`);
    await page
      .getByRole('table', { name: w.studentsTable })
      .getByRole('checkbox', { name: w.select(student.childInfo.name), exact: true })
      .check();
    await page.getByRole('button', { name: w.bulk }).click();
    await page.getByRole('menuitem', { name: w.markPaid }).click();
    const students = page.getByRole('dialog', { name: w.markPaid });
    await typeInto(students.getByRole('textbox', { name: w.paidOn }), '31/02/2026');
    await refused(page, students, w, w.noSuchDay);
    await students.getByRole('button', { name: w.cancel }).click();
    expect(await payments()).toHaveLength(1);
  });
}

test.describe('dates and amounts are recorded as typed, or refused (issue 39, decision 090)', () => {
  for (const language of ['en', 'ms'] as const) {
    test(`[ADMIN] Mark as Paid refuses a wrong date and a comma amount, and records what it shows (${language})`, async ({
      page,
      request,
      context,
    }) => {
      test.setTimeout(180_000);
      // This browser's language; the admin's saved one is left alone (no sign-in page is passed).
      await context.addInitScript((chosen) => window.localStorage.setItem('cic.language', chosen), language);
      await storeSession(context, 'token', await adminToken(request));
      await moneyInputs(page, request, words[language]);
    });
  }
});
