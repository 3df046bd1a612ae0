import type {
  ConvertOvertimeItems,
  OvertimeInvoice,
  OvertimeReportStudent,
  OvertimeStudentItems,
} from '@cic/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { demoAdmin } from '../support/demo-accounts';
import { signInCodeFor } from '../support/mailbox';
import { generateOvertimeReport } from '../support/overtime';
import { adminToken, fromOwnAddress, restoreAdminLanguage } from '../support/sign-in';

/**
 * Every ringgit received is accounted for (issue 39, decision 088): a parent starts paying an
 * invoice online, the office takes cash for part of it meanwhile, the parent completes the payment
 * in the simulator; what the invoice no longer owed is kept as the family's credit, which the
 * parent sees, and which the admin applies to the family's next invoice.
 */

/** Demo parents whose children's late pick-ups no other spec invoices; the first with two items is used. */
const candidates = {
  en: ['nurul.huda@demo.test', 'aida.suraya@demo.test', 'rosnah.kamal@demo.test'],
  ms: ['wan.syafiqah@demo.test', 'vijay.nair@demo.test', 'ho.kokleong@demo.test'],
};
/** The children of each candidate (the demo data's cast). */
const childrenOf: Record<string, string[]> = {
  'nurul.huda@demo.test': ['Muhammad Adam bin Ahmad Faizal', 'Nur Aisyah binti Ahmad Faizal'],
  'aida.suraya@demo.test': ['Danish Haikal bin Shahrul Nizam', 'Dhia Irdina binti Shahrul Nizam'],
  'rosnah.kamal@demo.test': ['Hana Sofea binti Zulkifli'],
  'wan.syafiqah@demo.test': ['Aleesya Humaira binti Mohd Azlan'],
  'vijay.nair@demo.test': ['Aarav Nair'],
  'ho.kokleong@demo.test': ['Ho Zhi Yi'],
};

const words = {
  en: {
    verified: 'Verification successful',
    pay: (amount: string) => `Pay ${amount}`,
    simulatorPay: 'Pay',
    kept: (amount: string) => `Payment received. ${amount} was kept as credit on your family’s account.`,
    creditTitle: 'Credit on your family’s account',
    creditAt: (amount: string, centre: string) => `${amount} at ${centre}`,
    markPaid: 'Mark as Paid',
    amount: 'Amount (RM)',
    record: 'Record payment',
    recorded: 'Payment recorded successfully',
    nav: 'Credits and refunds',
    creditsTable: 'Families with credit',
    apply: 'Apply to an invoice',
    applyTitle: 'Apply credit to an invoice',
    applySubmit: 'Apply credit',
    applied: 'Credit applied to the invoice',
    familyCredit: 'Family credit at this center',
    keptSection: 'Kept as the family’s credit',
    familyCreditMethod: 'Family credit',
  },
  ms: {
    verified: 'Pengesahan berjaya',
    pay: (amount: string) => `Bayar ${amount}`,
    simulatorPay: 'Bayar',
    kept: (amount: string) =>
      `Bayaran diterima. ${amount} disimpan sebagai kredit dalam akaun keluarga anda.`,
    creditTitle: 'Kredit dalam akaun keluarga anda',
    creditAt: (amount: string, centre: string) => `${amount} di ${centre}`,
    markPaid: 'Tanda sebagai Dibayar',
    amount: 'Amaun (RM)',
    record: 'Rekod bayaran',
    recorded: 'Bayaran berjaya direkodkan',
    nav: 'Kredit dan bayaran balik',
    creditsTable: 'Keluarga yang mempunyai kredit',
    apply: 'Gunakan untuk invois',
    applyTitle: 'Gunakan kredit untuk invois',
    applySubmit: 'Gunakan kredit',
    applied: 'Kredit digunakan untuk invois',
    familyCredit: 'Kredit keluarga di pusat ini',
    keptSection: 'Disimpan sebagai kredit keluarga',
    familyCreditMethod: 'Kredit keluarga',
  },
} as const;
type Language = keyof typeof words;

const ringgit = (sen: number) => `RM ${(sen / 100).toFixed(2)}`;

/**
 * Last month's report, and two issued invoices of one family at one centre from it: the first
 * item alone (the parent pays it), then the rest (the family's next invoice).
 */
async function twoInvoices(request: APIRequestContext, token: string, language: Language) {
  const report = await generateOvertimeReport(request, token, `Credit ${language} ${Date.now()}`);
  for (const email of candidates[language]) {
    const items: string[] = [];
    let centreId = '';
    for (const name of childrenOf[email] ?? []) {
      const students = await callApi<OvertimeReportStudent[]>(
        request,
        'GET',
        `/admin/overtime/reports/${report.id}/students`,
        { token, params: { search: name } },
      );
      for (const student of students.filter((each) => each.childInfo.name === name)) {
        if (centreId && student.centerId !== centreId) continue;
        centreId = student.centerId;
        const own = await callApi<OvertimeStudentItems>(
          request,
          'GET',
          `/admin/overtime/reports/${report.id}/students/${student.childId}`,
          { token },
        );
        items.push(...own.items.filter((item) => item.status === 'UNBILLED').map((item) => item.id));
      }
    }
    if (items.length < 2) continue;
    const issue = async (itemIds: string[]) => {
      const body: ConvertOvertimeItems = { reportId: report.id, itemIds };
      const made = await callApi<{ invoices: OvertimeInvoice[] }>(
        request,
        'POST',
        '/admin/overtime/invoices',
        {
          token,
          data: body,
        },
      );
      const [invoice] = made.invoices;
      if (!invoice?.number) throw new Error('No invoice was issued');
      return invoice;
    };
    return { email, first: await issue(items.slice(0, 1)), next: await issue(items.slice(1)) };
  }
  throw new Error('No candidate family has two late pick-ups last month');
}

async function signInParent(page: Page, email: string, language: Language) {
  await fromOwnAddress(page);
  await page.goto('/login');
  if (language === 'ms') await page.getByLabel('Language').selectOption('ms');
  const since = Date.now();
  await page.getByLabel(language === 'ms' ? 'E-mel' : 'Email').fill(email);
  await page.getByRole('button', { name: language === 'ms' ? 'Hantar Kod' : 'Send Code' }).click();
  const dialog = page.getByRole('dialog', {
    name: language === 'ms' ? 'Semak e-mel anda' : 'Check your e-mail',
  });
  await dialog
    .getByLabel(language === 'ms' ? 'Kod pengesahan' : 'Verification code')
    .fill(await signInCodeFor(email, since));
  await dialog.getByRole('button', { name: language === 'ms' ? 'Sahkan' : 'Verify' }).click();
  await expect(page.getByText(words[language].verified, { exact: true })).toBeVisible();
}

/**
 * The admin's desk, signed in on /admin. The admin's pages load in the saved language's catalogue
 * after the sign-in, which takes longer than an assertion's default wait on a busy machine.
 */
async function adminPage(browser: Browser) {
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto('/admin');
  await admin.getByLabel('Email').fill(demoAdmin.email);
  await admin.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await admin.getByRole('button', { name: 'Login' }).click();
  await expect(admin).toHaveURL(/\/app\/admin(\/|$)/, { timeout: 30_000 });
  return admin;
}

test.afterEach(({ request }) => restoreAdminLanguage(request));

for (const language of ['en', 'ms'] as const) {
  test(`[ADMIN] cash taken while the parent pays becomes the family's credit, which the admin applies to the next invoice (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const w = words[language];
    const token = await adminToken(request);
    await callApi(request, 'PUT', '/language', { token, data: { language } });
    const { email, first, next } = await twoInvoices(request, token, language);
    const owed = first.balanceSen;
    const cashSen = Math.min(100, owed - 1);

    // The parent opens the invoice and starts paying: the simulator's bill page is open.
    const parent = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
    await signInParent(parent, email, language);
    await parent.goto(`/parent/payments/${first.id}`);
    await parent.getByRole('button', { name: w.pay(ringgit(owed)) }).click();
    await expect(parent).toHaveURL(/\/payments\/simulator\/bills\//);

    // Meanwhile the office takes cash for part of it.
    const admin = await adminPage(browser);
    await admin.goto(`/app/admin/overtime/invoices/${first.id}`);
    await admin.getByRole('button', { name: w.markPaid }).click();
    const dialog = admin.getByRole('dialog', { name: w.markPaid });
    await dialog.getByLabel(w.amount).fill((cashSen / 100).toFixed(2));
    await dialog.getByRole('button', { name: w.record }).click();
    await expect(admin.getByText(w.recorded, { exact: true }).first()).toBeVisible();

    // The parent completes the payment of the whole amount: what the invoice no longer owed is credit.
    await parent.getByRole('button', { name: w.simulatorPay, exact: true }).click();
    await expect(parent).toHaveURL(/\/parent\/payment\/complete\?orderId=/);
    await expect(parent.getByText(w.kept(ringgit(cashSen)))).toBeVisible();
    await parent.goto('/parent/payments');
    await expect(parent.getByRole('heading', { name: w.creditTitle })).toBeVisible();
    await expect(parent.getByText(w.creditAt(ringgit(cashSen), first.centre.name))).toBeVisible();
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The admin sees it on the invoice, then applies it to the family's next invoice.
    await admin.goto(`/app/admin/overtime/invoices/${first.id}`);
    await expect(admin.getByRole('heading', { name: w.keptSection })).toBeVisible();
    await expect(admin.getByText(w.familyCredit)).toBeVisible();
    await admin.getByRole('link', { name: w.nav, exact: true }).click();
    const row = admin
      .getByRole('table', { name: w.creditsTable })
      .getByRole('row')
      .filter({ hasText: first.family?.namedAfter ?? '' })
      .filter({ hasText: first.centre.name });
    await expect(row).toContainText(ringgit(cashSen));
    await row.getByRole('cell').first().click();
    await admin.getByRole('button', { name: w.apply }).click();
    const apply = admin.getByRole('dialog', { name: w.applyTitle });
    await expect(apply.getByRole('combobox')).toContainText(next.number ?? '');
    await apply.getByRole('button', { name: w.applySubmit }).click();
    await expect(admin.getByText(w.applied, { exact: true }).first()).toBeVisible();
    await expect(admin.getByRole('button', { name: w.apply })).toBeDisabled();

    await admin.goto(`/app/admin/overtime/invoices/${next.id}`);
    await expect(admin.getByRole('table').filter({ hasText: w.familyCreditMethod })).toContainText(
      ringgit(Math.min(cashSen, next.balanceSen)),
    );
    await admin.context().close();
    await parent.context().close();
  });
}
