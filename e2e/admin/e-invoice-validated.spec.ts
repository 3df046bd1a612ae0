import { type BillingRunInvoice, startOfCalendarMonth } from '@cic/contract';
import { issuer, registeredParent } from '@cic/contract/e-invoice/e-invoice.fixture';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { billMonth } from '../support/billing';
import { adminPage } from '../support/browser-session';
import { kualaLumpurDayFromToday } from '../support/dates';
import { expectPdfFrom, qrCodesInPdf } from '../support/documents';
import { adminToken, parentToken } from '../support/sign-in';

/**
 * Issue 42 end to end, against the built-in MyInvois: a parent has given their TIN; the admin
 * issues their family's invoice, sees it validated by LHDN on its page (UUID and link), and the
 * invoice's PDF carries a QR code whose link (decoded here) is that e-invoice's public page. In
 * English and Malay. On the overtime lane's own server: the month it drafts (two ahead) is no one
 * else's there.
 */
const words = {
  en: {
    payer: {
      email: 'aida.suraya@demo.test',
      child: 'Danish Haikal bin Shahrul Nizam',
      tin: 'IG10234567080',
      mykad: '850412105678',
    },
    issue: 'Issue',
    issueDialog: 'Issue this invoice?',
    issued: 'Invoice issued successfully',
    validated: /Validated by LHDN on \d{2}\/\d{2}\/\d{4}/,
    open: 'Open at MyInvois',
    downloadPdf: 'Download PDF',
  },
  ms: {
    payer: {
      email: 'rosnah.kamal@demo.test',
      child: 'Hana Sofea binti Zulkifli',
      tin: 'IG20345678010',
      mykad: '900215086543',
    },
    issue: 'Keluarkan',
    issueDialog: 'Keluarkan invois ini?',
    issued: 'Invois berjaya dikeluarkan',
    validated: /Disahkan oleh LHDN pada \d{2}\/\d{2}\/\d{4}/,
    open: 'Buka di MyInvois',
    downloadPdf: 'Muat turun PDF',
  },
} as const;

/** The organisation as Billing → e-Invoice would hold it: the contract's fixture issuer, named for CIC. */
const organisation = { ...issuer, legalName: 'CIC Childcare Sdn. Bhd.', email: 'akaun@cic.test' };

let runId = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await callApi(request, 'PUT', '/admin/billing/e-invoice/issuer', { token, data: organisation });
  const month = startOfCalendarMonth(kualaLumpurDayFromToday(), 2).slice(0, 7);
  runId = (await billMonth(request, token, { month, issueWhenDrafted: false })).id;
});

for (const language of ['en', 'ms'] as const) {
  const w = words[language];
  test(`[ADMIN] issues the invoice of a parent with a TIN, sees it validated by LHDN and reads the PDF's QR code (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const parent = await parentToken(request, w.payer.email);
    await callApi(request, 'PUT', '/parent/e-invoice-buyer', {
      token: parent,
      data: { ...registeredParent, name: w.payer.email, tin: w.payer.tin, idValue: w.payer.mykad },
    });
    const token = await adminToken(request);
    const drafts = await callApi<BillingRunInvoice[]>(
      request,
      'GET',
      `/admin/billing/runs/${runId}/invoices`,
      {
        token,
        params: { search: w.payer.child },
      },
    );
    const draft = drafts.find((invoice) => invoice.childNames.includes(w.payer.child));
    if (!draft) throw new Error(`The run drafted no invoice for ${w.payer.child}`);

    const page = await adminPage(browser, token, language);
    await page.goto(`/app/admin/overtime/invoices/${draft.id}`);
    await page.getByRole('button', { name: w.issue, exact: true }).click();
    const dialog = page
      .getByRole('alertdialog', { name: w.issueDialog })
      .or(page.getByRole('dialog', { name: w.issueDialog }));
    await dialog.getByRole('button', { name: w.issue, exact: true }).click();
    await expect(page.getByText(w.issued, { exact: true })).toBeVisible();

    // The sweep sends it at once; MyInvois validates it in seconds and the next sweep (each minute) reads that.
    await expect
      .poll(
        async () => {
          await page.reload();
          // isVisible does not wait: the reloaded page shows its data only once it has loaded.
          return page
            .getByText(w.validated)
            .waitFor({ timeout: 10_000 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe(true);
    const link = page.getByRole('link', { name: w.open });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/myinvois-simulator\/portal\/[A-Z0-9]{26}\/share\/\w+/);
    expect.soft(await axeViolations(page), 'axe on the invoice with its e-invoice').toEqual([]);

    const pdf = await expectPdfFrom(page, page.getByRole('button', { name: w.downloadPdf }), /\.pdf$/);
    expect(await qrCodesInPdf(pdf)).toEqual([href]);
    await page.context().close();
  });
}
