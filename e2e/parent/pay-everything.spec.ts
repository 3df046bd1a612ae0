import { readFile } from 'node:fs/promises';
import { formatSen, type ParentInvoice, startOfCalendarMonth } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { billMonth, waitForMailToSettle } from '../support/billing';
import { sessionCookie } from '../support/browser-session';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoCentres } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { adminToken } from '../support/sign-in';
import { signInAsParent, signInAsParentInMalay } from '../support/sign-in-pages';
import { payInSimulator } from '../support/simulator';

/**
 * Paying and owing on the parent's side (issue 41), in English and in Malay: a family owes two
 * invoices or more at its centre; the parent pays them all in one payment from the card above the
 * invoice list (by keyboard), the payment-complete page names each invoice paid, the list shows
 * them paid; then the Statement tab saves a child's yearly fee statement as a PDF.
 */

/** The words each language reads and clicks (the catalogues' texts). */
const words = {
  en: {
    payments: 'Payments',
    invoicesTab: 'Invoices',
    payEverything: (centre: string) => `Pay everything at ${centre}`,
    pay: (amount: string) => `Pay ${amount}`,
    simulatorPay: 'Pay',
    success: 'Payment Successful',
    invoicePaid: (number: string) => `Invoice ${number} is paid.`,
    backToPayments: 'Back to Payments',
    paid: 'Paid',
    statementTab: 'Statement of account',
    yearly: 'Yearly fee statement',
    child: 'Child',
    year: 'Year',
    download: 'Download PDF',
  },
  ms: {
    payments: 'Bayaran',
    invoicesTab: 'Invois',
    payEverything: (centre: string) => `Bayar semua di ${centre}`,
    pay: (amount: string) => `Bayar ${amount}`,
    simulatorPay: 'Bayar',
    success: 'Bayaran Berjaya',
    invoicePaid: (number: string) => `Invois ${number} telah dibayar.`,
    backToPayments: 'Kembali ke Bayaran',
    paid: 'Dibayar',
    statementTab: 'Penyata akaun',
    yearly: 'Penyata yuran tahunan',
    child: 'Anak',
    year: 'Tahun',
    download: 'Muat turun PDF',
  },
} as const;

/**
 * Each language's payer (a parent no other phone spec signs in in English: the Malay one is the
 * Malay payer of `payments.spec.ts`), their centre and child, and the two months it bills, far
 * enough ahead that no other spec bills them (`statement.spec.ts` bills six months ahead).
 */
const plans = {
  en: {
    email: 'lim.meiling@demo.test',
    centre: demoCentres.melawati.name,
    child: 'Tan Jun Hao',
    monthsAhead: [7, 8],
  },
  ms: {
    email: 'nor.azura@demo.test',
    centre: demoCentres.bangsar.name,
    child: 'Aqil Hakimi bin Amirul Hakim',
    monthsAhead: [9, 10],
  },
} as const;

test.use({ viewport: { width: 360, height: 800 } });

const isOpen = (invoice: ParentInvoice) =>
  (invoice.status === 'ISSUED' || invoice.status === 'PARTLY_PAID') && invoice.balanceSen > 0;

/** The family's open invoices at the centre, as the server has them, oldest due first. */
async function openInvoices(page: Page, centre: string): Promise<ParentInvoice[]> {
  const token = (await sessionCookie(page.context(), 'parent_token'))?.value ?? '';
  const invoices = await callApi<ParentInvoice[]>(page.request, 'GET', '/parent/invoices', {
    token,
    params: { limit: '100' },
  });
  return invoices
    .filter((invoice) => isOpen(invoice) && invoice.centre.name === centre)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number));
}

async function expectNoAxeViolations(page: Page, what: string) {
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

for (const language of ['en', 'ms'] as const) {
  test(`[PARENT] pays every open invoice of the family in one payment, by keyboard, and downloads a yearly fee statement (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const w = words[language];
    const plan = plans[language];

    await test.step('two months are billed and issued: the family owes two invoices or more', async () => {
      const since = Date.now();
      const token = await adminToken(request);
      for (const ahead of plan.monthsAhead) {
        const month = startOfCalendarMonth(kualaLumpurDayFromToday(), ahead).slice(0, 7);
        await billMonth(request, token, { month, issueWhenDrafted: true });
      }
      // Every family is told of its invoices: the parent signs in once those e-mails are all in.
      await waitForMailToSettle(since);
    });

    if (language === 'ms') await signInAsParentInMalay(page, plan.email);
    else await signInAsParent(page, plan.email);
    await page.getByRole('link', { name: w.payments }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.payments })).toBeVisible();
    const owed = await openInvoices(page, plan.centre);
    expect(owed.length).toBeGreaterThanOrEqual(2);
    const totalSen = owed.reduce((sum, invoice) => sum + invoice.balanceSen, 0);
    const card = page.getByRole('region', { name: w.payEverything(plan.centre) });
    const boxOf = (invoice: ParentInvoice) =>
      card.getByRole('checkbox', { name: new RegExp(invoice.number) });
    const payAll = card.getByRole('button', { name: w.pay(formatSen(totalSen)) });

    await test.step('the card: every open invoice ticked, its due date and balance, the total', async () => {
      await expect(card.getByRole('checkbox')).toHaveCount(owed.length);
      for (const invoice of owed) {
        await expect(boxOf(invoice)).toBeChecked();
        await expect(boxOf(invoice)).toHaveAccessibleName(
          new RegExp(`${invoice.number}.*${formatSen(invoice.balanceSen).replace('.', '\\.')}`),
        );
      }
      await expect(payAll).toBeVisible();
      // A phone's width: nothing scrolls sideways; axe finds no WCAG 2.2 AA violation.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page, 'the pay-everything card');
    });

    // Each invoice paid is receipted by e-mail (waited for at the end).
    const paidSince = Date.now();
    await test.step('by keyboard: Space unticks and ticks an invoice, Enter pays everything', async () => {
      const [first] = owed;
      if (!first) throw new Error('No open invoice');
      // From the tabs, Tab goes through the panel's content.
      await page.getByRole('tab', { name: w.invoicesTab, exact: true }).focus();
      await tabTo(page, boxOf(first), { most: 15 });
      await expectVisibleFocus(boxOf(first));
      await page.keyboard.press('Space');
      await expect(boxOf(first)).not.toBeChecked();
      await expect(
        card.getByRole('button', { name: w.pay(formatSen(totalSen - first.balanceSen)) }),
      ).toBeVisible();
      await page.keyboard.press('Space');
      await expect(boxOf(first)).toBeChecked();
      await tabTo(page, payAll, { most: owed.length });
      await page.keyboard.press('Enter');
      await payInSimulator(page, w.simulatorPay);
    });

    await test.step('the payment-complete page names each invoice paid; the list shows them paid', async () => {
      await expect(page.getByRole('heading', { name: w.success })).toBeVisible();
      for (const invoice of owed) await expect(page.getByText(w.invoicePaid(invoice.number))).toBeVisible();
      await page.getByRole('link', { name: w.backToPayments }).click();
      for (const invoice of owed) {
        await expect(page.getByRole('link', { name: new RegExp(invoice.number) })).toContainText(w.paid);
      }
      await expect(card).toHaveCount(0);
    });

    await test.step('the Statement tab: a child’s yearly fee statement, last year’s unless chosen, as a PDF', async () => {
      await page.getByRole('tab', { name: w.statementTab }).click();
      const yearly = page.getByRole('region', { name: w.yearly });
      const lastYear = String(Number(kualaLumpurDayFromToday().slice(0, 4)) - 1);
      await expect(yearly.getByLabel(w.year)).toHaveValue(lastYear);
      await yearly.getByLabel(w.child).selectOption({ label: plan.child });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page, 'the yearly fee statement');
      const answer = page.waitForResponse((response) =>
        response.url().includes('/parent/billing/yearly-statement/pdf'),
      );
      const download = page.waitForEvent('download');
      await yearly.getByRole('button', { name: w.download }).click();
      expect((await answer).headers()['content-type']).toBe('application/pdf');
      const file = await download;
      expect(file.suggestedFilename()).toBe(
        `FEE-STATEMENT-${lastYear}-${plan.child.toUpperCase().replaceAll(' ', '-')}.pdf`,
      );
      const bytes = await readFile((await file.path()) ?? '');
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    });

    // The receipts are all in before the next spec reads a sign-in code.
    await waitForMailToSettle(paidSince);
  });
}
