import type { OvertimeInvoice, OvertimeInvoicePage, OvertimeReportStudent } from '@cic/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { adminPage } from '../support/browser-session';
import { kualaLumpurDayFromToday } from '../support/dates';
import { expectPdfFrom } from '../support/documents';
import { waitForMail } from '../support/mailbox';
import { generateOvertimeReport } from '../support/overtime';
import { snap } from '../support/screenshots';
import { adminToken } from '../support/sign-in';
import { signInAsParent, signInAsParentInMalay } from '../support/sign-in-pages';

/**
 * Decision 089 as the office and a family live it: the admin voids an issued invoice while the
 * parent's page of it is open, and Pay then shows it voided; the admin refunds a paid invoice by
 * credit note, which the parent finds on the invoice's page with its PDF. In English and Malay.
 */

/** The words each side reads and clicks, in each language (the catalogues' texts). */
const words = {
  en: {
    payer: { email: 'aida.suraya@demo.test', child: 'Danish Haikal bin Shahrul Nizam' },
    invoiceHeading: (number: string) => `Invoice ${number}`,
    voidAction: 'Void',
    voidDialog: 'Void this invoice?',
    reasonLabel: 'Reason',
    voidSubmit: 'Void invoice',
    voided: 'Invoice voided successfully',
    creditAction: 'Credit note',
    creditDialog: 'Issue a credit note',
    creditSubmit: 'Issue credit note',
    credited: 'Credit note issued successfully',
    refunded: 'Refunded',
    pay: (amount: string) => `Pay ${amount}`,
    voidRefused: 'This invoice was voided and is no longer to be paid.',
    voidedTitle: 'This invoice was voided',
    voidedReason: (reason: string) => `Reason: ${reason}`,
    voidBadge: 'Void',
    refunds: 'Refunds',
    creditNotePdf: (number: string, amount: string) => `Credit note ${number} of ${amount}`,
    voidMail: (number: string) => `Invoice ${number} was voided`,
    creditMail: 'Credit note CN-',
  },
  ms: {
    payer: { email: 'rosnah.kamal@demo.test', child: 'Hana Sofea binti Zulkifli' },
    invoiceHeading: (number: string) => `Invois ${number}`,
    voidAction: 'Batalkan',
    voidDialog: 'Batalkan invois ini?',
    reasonLabel: 'Sebab',
    voidSubmit: 'Batalkan invois',
    voided: 'Invois berjaya dibatalkan',
    creditAction: 'Nota kredit',
    creditDialog: 'Keluarkan nota kredit',
    creditSubmit: 'Keluarkan nota kredit',
    credited: 'Nota kredit berjaya dikeluarkan',
    refunded: 'Dipulangkan',
    pay: (amount: string) => `Bayar ${amount}`,
    voidRefused: 'Invois ini telah dibatalkan dan tidak perlu dibayar lagi.',
    voidedTitle: 'Invois ini telah dibatalkan',
    voidedReason: (reason: string) => `Sebab: ${reason}`,
    voidBadge: 'Dibatalkan',
    refunds: 'Bayaran balik',
    creditNotePdf: (number: string, amount: string) => `Nota kredit ${number} sebanyak ${amount}`,
    voidMail: (number: string) => `Invois ${number} telah dibatalkan`,
    creditMail: 'Nota kredit CN-',
  },
} as const;
type Language = keyof typeof words;
type Words = (typeof words)[Language];

test.use({ viewport: { width: 360, height: 800 } });

/** A page opened by its address loads its chunks and data first: on a busy machine that takes longer than a click. */
const pageLoad = { timeout: 30_000 };

const rm = (sen: number) => `RM ${(sen / 100).toFixed(2)}`;

/** The payer's child's overtime of the report on an issued invoice, made through the API. */
async function issueInvoice(request: APIRequestContext, token: string, reportId: string, child: string) {
  const students = await callApi<OvertimeReportStudent[]>(
    request,
    'GET',
    `/admin/overtime/reports/${reportId}/students`,
    { token, params: { search: child, limit: '20' } },
  );
  const student = students.find((each) => each.childInfo.name === child);
  if (!student) throw new Error(`${child} has no overtime in the report`);
  await callApi(request, 'POST', '/admin/overtime/invoices', {
    token,
    data: { reportId, childIds: [student.childId] },
  });
  const listed = await callApi<OvertimeInvoicePage>(request, 'GET', '/admin/overtime/invoices', {
    token,
    params: { search: child, status: 'ISSUED', limit: '100' },
  });
  const invoice = listed.invoices.find((each) => each.reportId === reportId);
  if (!invoice?.number) throw new Error('No invoice was issued');
  return invoice as OvertimeInvoice & { number: string };
}

/** Signs the payer in at /login in the language of the test. */
async function signInPayer(page: Page, language: Language, email: string) {
  if (language === 'en') {
    await signInAsParent(page, email);
    return;
  }
  await signInAsParentInMalay(page, email);
}

/** On the admin's invoice page: the action's dialog, the admin's reason (and the amount proposed), submitted. */
async function adminActs(
  admin: Page,
  w: Words,
  action: 'void' | 'credit',
  invoiceId: string,
  reason: string,
) {
  await admin.goto(`/app/admin/overtime/invoices/${invoiceId}`);
  const open = admin.getByRole('button', {
    name: action === 'void' ? w.voidAction : w.creditAction,
    exact: true,
  });
  await expect(open).toBeVisible(pageLoad);
  await open.click();
  const dialog = admin.getByRole('dialog', { name: action === 'void' ? w.voidDialog : w.creditDialog });
  await dialog.getByLabel(w.reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: action === 'void' ? w.voidSubmit : w.creditSubmit }).click();
  await expect(admin.getByText(action === 'void' ? w.voided : w.credited, { exact: true })).toBeVisible();
}

for (const language of ['en', 'ms'] as const) {
  const w = words[language];

  test(`[PARENT] (${language}) a void reaches the open invoice page when Pay is pressed; a credit note appears on the invoice with its PDF`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const token = await adminToken(request);
    const report = await generateOvertimeReport(request, token, `Voids ${language} ${Date.now()}`);
    const admin = await adminPage(browser, token, language);
    const first = await issueInvoice(request, token, report.id, w.payer.child);
    await signInPayer(page, language, w.payer.email);

    await test.step('the parent has the invoice open; the admin voids it with a reason', async () => {
      await page.goto(`/parent/payments/${first.id}`);
      await expect(page.getByRole('heading', { level: 1, name: w.invoiceHeading(first.number) })).toBeVisible(
        pageLoad,
      );
      await expect(page.getByRole('button', { name: w.pay(rm(first.balanceSen)) })).toBeVisible();
      const since = Date.now();
      await adminActs(admin, w, 'void', first.id, 'Charged to the wrong month');
      const mail = await waitForMail(
        w.payer.email,
        since,
        20_000,
        (each) => each.subject === w.voidMail(first.number),
      );
      expect(mail.text).toContain(w.voidedReason('Charged to the wrong month'));
    });

    await test.step('Pay on the page left open says it was voided, and why, and offers no Pay', async () => {
      await page.getByRole('button', { name: w.pay(rm(first.balanceSen)) }).click();
      await expect(page.getByText(w.voidRefused, { exact: true })).toBeVisible();
      await expect(page.getByText(w.voidedTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(w.voidedReason('Charged to the wrong month'))).toBeVisible();
      await expect(page.getByRole('button', { name: w.pay(rm(first.balanceSen)) })).toHaveCount(0);
      await expect(page.getByText(w.voidBadge, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);
      await snap(page, testInfo, `voided-invoice-${language}`, true);
    });

    // The voided invoice's overtime is invoiced again, paid at the desk, then refunded in full.
    const second = await issueInvoice(request, token, report.id, w.payer.child);
    await callApi(request, 'POST', `/admin/overtime/invoices/${second.id}/payments`, {
      token,
      data: { method: 'CASH', reference: '', paidOn: kualaLumpurDayFromToday(), amountSen: second.totalSen },
    });
    await test.step('the admin refunds it by credit note; the parent finds it on the invoice with its PDF', async () => {
      const since = Date.now();
      await adminActs(admin, w, 'credit', second.id, 'Fees waived this month');
      await expect(admin.getByText(w.refunded, { exact: true }).first()).toBeVisible();
      const mail = await waitForMail(w.payer.email, since, 20_000, (each) =>
        each.subject.startsWith(w.creditMail),
      );
      expect(mail.text).toContain(second.number);

      await page.goto(`/parent/payments/${second.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: w.invoiceHeading(second.number) }),
      ).toBeVisible(pageLoad);
      await expect(page.getByText(w.refunded, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.refunds })).toBeVisible();
      await expect(page.getByText('Fees waived this month')).toBeVisible();
      const number = /CN-\d{4}-\d{6}/.exec(mail.subject)?.[0] ?? '';
      expect(await axeViolations(page)).toEqual([]);
      await snap(page, testInfo, `refunded-invoice-${language}`, true);
      await snap(admin, testInfo, `admin-refunded-invoice-${language}`, true);
      await expectPdfFrom(
        page,
        page.getByRole('button', { name: w.creditNotePdf(number, rm(second.totalSen)) }),
        `${number}.pdf`,
      );
    });
    await admin.context().close();
  });
}
