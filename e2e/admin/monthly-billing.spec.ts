import { readFile } from 'node:fs/promises';
import {
  type BillingRunDetail,
  type BillingRunInvoice,
  calendarMonthBounds,
  formatSen,
  startOfCalendarMonth,
} from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { waitForMailToSettle } from '../support/billing';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoAdmin, demoCentres } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { adminToken, centreId, restoreAdminLanguage } from '../support/sign-in';
import { signInAsAdmin, signInAsAdminInMalay } from '../support/sign-in-pages';

/**
 * Monthly billing (issue 41, decision 098), in English and in Malay: a package's monthly fee gets
 * a new price from a future month, that month is billed (keyboard only in 'Bill a month'), the run
 * is reviewed (totals by centre, the invoices) and issued, and one invoice's fee line reads the
 * new price in the admin's language; then the Ageing page shows what the family owes, exports its
 * CSV, and opens the family's statement from its row (with the PDF). Each language bills a month of its own, three and four months ahead, so neither bills the
 * late pick-ups of the month before (other specs invoice those). Billing a month bills every demo
 * child with a package: the run's figures are read from the API, the family's from its invoice.
 */

const words = {
  en: {
    locale: 'en-GB',
    fees: 'Fees',
    setPriceOf: (name: string) => `Set price of ${name}`,
    priceTitle: (name: string) => `Set the price of ${name}`,
    amount: 'Amount (RM)',
    fromMonth: 'From month',
    savePrice: 'Save price',
    priceSaved: 'Price saved',
    upcoming: (amount: string, month: string) => `From ${month}: ${amount} (No sibling discount)`,
    runs: 'Billing runs',
    billAMonth: 'Bill a month',
    billThisMonth: 'Bill this month',
    month: 'Month',
    issueWhenDrafted: 'Issue the invoices when drafted',
    runTitle: (month: string) => `Billing run: ${month}`,
    drafted: /^Drafted on /,
    issuedOn: /^Issued on /,
    centres: 'Totals by center',
    invoices: 'Invoices',
    search: 'Search by family or child...',
    family: (name: string) => `${name} Family`,
    draft: 'Draft',
    issued: 'Issued',
    isNew: 'New',
    issueAll: 'Issue all',
    issueTitle: (month: string) => `Issue every invoice of ${month}?`,
    lines: 'Lines',
    monthlyFee: (name: string) => `${name}: monthly fee`,
    ageing: 'Ageing',
    ageingSearch: 'Search by family or child...',
    families: 'Families owing',
    totalsByCentre: 'Totals by center',
    exportCsv: 'Export CSV',
    csvHeader: 'Center',
    statementOf: (family: string, centre: string) => `Statement of ${family} at ${centre}`,
    statementTitle: (family: string) => `Statement of account: ${family}`,
    movements: 'Charges and payments',
    invoiceEntry: (number: string) => `Invoice ${number}`,
    downloadPdf: 'Download PDF',
    next: 'Next',
    pages: 'Pages',
    previous: 'Previous',
  },
  ms: {
    locale: 'ms-MY',
    fees: 'Yuran',
    setPriceOf: (name: string) => `Tetapkan harga ${name}`,
    priceTitle: (name: string) => `Tetapkan harga ${name}`,
    amount: 'Amaun (RM)',
    fromMonth: 'Mulai bulan',
    savePrice: 'Simpan harga',
    priceSaved: 'Harga disimpan',
    upcoming: (amount: string, month: string) => `Mulai ${month}: ${amount} (Tiada diskaun adik-beradik)`,
    runs: 'Larian bil',
    billAMonth: 'Bilkan satu bulan',
    billThisMonth: 'Bilkan bulan ini',
    month: 'Bulan',
    issueWhenDrafted: 'Keluarkan invois sebaik sahaja didraf',
    runTitle: (month: string) => `Larian bil: ${month}`,
    drafted: /^Didraf pada /,
    issuedOn: /^Dikeluarkan pada /,
    centres: 'Jumlah mengikut pusat',
    invoices: 'Invois',
    search: 'Cari mengikut keluarga atau kanak-kanak...',
    family: (name: string) => `Keluarga ${name}`,
    draft: 'Draf',
    issued: 'Dikeluarkan',
    isNew: 'Baharu',
    issueAll: 'Keluarkan semua',
    issueTitle: (month: string) => `Keluarkan semua invois ${month}?`,
    lines: 'Butiran',
    monthlyFee: (name: string) => `${name}: yuran bulanan`,
    ageing: 'Penuaan hutang',
    ageingSearch: 'Cari mengikut keluarga atau kanak-kanak...',
    families: 'Keluarga yang berhutang',
    totalsByCentre: 'Jumlah mengikut pusat',
    exportCsv: 'Eksport CSV',
    csvHeader: 'Pusat',
    statementOf: (family: string, centre: string) => `Penyata ${family} di ${centre}`,
    statementTitle: (family: string) => `Penyata akaun: ${family}`,
    movements: 'Caj dan bayaran',
    invoiceEntry: (number: string) => `Invois ${number}`,
    downloadPdf: 'Muat turun PDF',
    next: 'Seterusnya',
    pages: 'Halaman',
    previous: 'Sebelumnya',
  },
} as const;
type Language = keyof typeof words;
type Words = (typeof words)[Language];

/**
 * What each language bills: a Bangsar package's monthly fee at a new price from a month of its own,
 * and a child of that package (the only one of its family) whose invoice is opened.
 */
const plans = {
  en: {
    monthsAhead: 3,
    pkg: 'After School',
    priceSen: 32_150,
    child: 'Aleesya Humaira binti Mohd Azlan',
    familyNamedAfter: 'Mohd Azlan',
  },
  ms: {
    monthsAhead: 4,
    pkg: 'Half Day',
    priceSen: 43_210,
    child: 'Ng Hui Min',
    familyNamedAfter: 'Ng',
  },
} as const;

/** A month '2027-03-01' as the pages word it: 'March 2027', 'Mac 2027'. */
function monthText(month: string, w: Words): string {
  const date = new Date(`${month}T12:00:00Z`);
  const name = new Intl.DateTimeFormat(w.locale, { month: 'long', timeZone: 'UTC' }).format(date);
  return `${name} ${month.slice(0, 4)}`;
}

/** 'dd/MM/yyyy', as the pages write a day. */
const shownDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function expectNoAxeViolations(page: Page, what: string) {
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

test.afterEach(({ request }) => restoreAdminLanguage(request));

for (const language of ['en', 'ms'] as const) {
  test(`[ADMIN] bills a future month at a new price, reviews and issues the run, reads the fee line, the ageing and the statement (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = words[language];
    const plan = plans[language];
    const month = startOfCalendarMonth(kualaLumpurDayFromToday(), plan.monthsAhead);
    const monthName = monthText(month, w);
    const { last } = calendarMonthBounds(month);
    const price = formatSen(plan.priceSen);
    const family = w.family(plan.familyNamedAfter);
    const bangsar = await centreId(request, demoCentres.bangsar.name);
    await page.setViewportSize({ width: 1280, height: 900 });
    if (language === 'ms') await signInAsAdminInMalay(page, request);
    else await signInAsAdmin(page, demoAdmin);

    await test.step('a new price from the future month', async () => {
      await page.goto(`/app/admin/billing/fees?centerId=${bangsar}&search=${encodeURIComponent(plan.pkg)}`);
      await expect(page.getByRole('heading', { level: 1, name: w.fees })).toBeVisible();
      await page.getByRole('button', { name: w.setPriceOf(plan.pkg), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.priceTitle(plan.pkg) });
      await dialog.getByLabel(w.amount).fill((plan.priceSen / 100).toFixed(2));
      await dialog.getByLabel(w.fromMonth).fill(month.slice(0, 7));
      await dialog.getByRole('button', { name: w.savePrice }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(w.priceSaved, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(w.upcoming(price, monthName), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'the Fees page');
    });

    await test.step('"Bill a month" by keyboard alone', async () => {
      await page.goto('/app/admin/billing/runs');
      await expect(page.getByRole('heading', { level: 1, name: w.runs })).toBeVisible();
      await expectNoAxeViolations(page, 'the Billing runs page');
      await tabTo(page, page.getByRole('button', { name: w.billAMonth }), { most: 40 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: w.billAMonth });
      const monthField = dialog.getByLabel(w.month, { exact: true });
      await expectVisibleFocus(monthField);
      // A month field takes the month's digits, then (the arrow moves to it) the year's.
      await page.keyboard.type(month.slice(5, 7));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type(month.slice(0, 4));
      await expect(monthField).toHaveValue(month.slice(0, 7));
      await expectNoAxeViolations(page, 'the "Bill a month" dialog');
      // Tab goes through the field's segments first, then to the box (left unticked: the run is reviewed).
      for (
        let press = 0;
        press < 3 && (await monthField.evaluate((field) => field === document.activeElement));
        press += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await expectVisibleFocus(dialog.getByRole('checkbox', { name: w.issueWhenDrafted }));
      await tabTo(page, dialog.getByRole('button', { name: w.billThisMonth }), { most: 2 });
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: w.runTitle(monthName) })).toBeVisible();
    });

    const runId = page.url().split('/').pop() ?? '';
    await test.step('the drafts: totals by centre and the invoices', async () => {
      await expect(page.getByText(w.drafted)).toBeVisible({ timeout: 45_000 });
      const token = await adminToken(request);
      const run = await callApi<BillingRunDetail>(request, 'GET', `/admin/billing/runs/${runId}`, { token });
      expect(run.status).toBe('DRAFTED');
      const centres = page.getByRole('table', { name: w.centres });
      for (const row of run.centres) {
        await expect(centres.getByRole('row').filter({ hasText: row.centre.name })).toContainText(
          formatSen(row.totalSen),
        );
      }
      expect(run.centres.map((row) => row.centre.name)).toContain(demoCentres.bangsar.name);

      await page.getByPlaceholder(w.search).fill(plan.child);
      const invoices = page.getByRole('table', { name: w.invoices });
      await expect(invoices.getByRole('row')).toHaveCount(2);
      const row = invoices.getByRole('row').nth(1);
      // Last month's total is the family's invoice of the month before, if a run billed it (the
      // English run's month, when the Malay run follows it).
      const [listed] = await callApi<BillingRunInvoice[]>(
        request,
        'GET',
        `/admin/billing/runs/${runId}/invoices`,
        {
          token,
          params: { search: plan.child },
        },
      );
      const previous = listed?.previousTotalSen ?? null;
      const change = previous === null ? w.isNew : `+${formatSen((listed?.totalSen ?? 0) - previous)}`;
      for (const text of [family, demoCentres.bangsar.name, plan.child, w.draft, price, change]) {
        await expect(row).toContainText(text);
      }
      await expectNoAxeViolations(page, 'the drafted run');
    });

    await test.step('issued all, then one invoice and its fee line', async () => {
      const issuedSince = Date.now();
      await page.getByRole('button', { name: w.issueAll }).click();
      await page
        .getByRole('alertdialog', { name: w.issueTitle(monthName) })
        .getByRole('button', { name: w.issueAll })
        .click();
      await expect(page.getByText(w.issuedOn)).toBeVisible({ timeout: 45_000 });
      const row = page.getByRole('table', { name: w.invoices }).getByRole('row').nth(1);
      await expect(row).toContainText(w.issued);
      const number = row.getByRole('link', { name: /^INV-/ });
      const invoiceNumber = (await number.textContent()) ?? '';
      await number.click();
      await expect(page.getByRole('heading', { level: 1, name: invoiceNumber })).toBeVisible();
      const line = page
        .getByRole('table', { name: w.lines })
        .getByRole('row')
        .filter({ hasText: w.monthlyFee(plan.pkg) });
      await expect(line).toHaveCount(1);
      for (const text of [plan.child, `${shownDay(month)} - ${shownDay(last)}`, price]) {
        await expect(line).toContainText(text);
      }

      await test.step('the Ageing list: Next and Previous read from the row at the edge (decision 104)', async () => {
        await page.goto('/app/admin/billing/ageing');
        const families = page.getByRole('table', { name: w.families });
        const pages = page.getByRole('navigation', { name: w.pages, exact: true });
        // A row's words once every list on the page has loaded (no skeleton, no page still coming).
        const firstRowText = async () => {
          await expect(families.getByRole('row').nth(1)).toContainText('RM');
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          return (await families.getByRole('row').nth(1).textContent()) ?? '';
        };
        const firstRow = await firstRowText();
        await pages.getByRole('button', { name: w.next }).click();
        await expect(page).toHaveURL(/[?&]page=2&?.*after=|[?&]after=.*page=2/);
        // The first page stays on screen until the next has come (then it is replaced whole).
        await expect(families.getByRole('row').nth(1)).not.toHaveText(firstRow);
        const secondRow = await firstRowText();
        // A reload reads the same page the same way.
        await page.reload();
        await expect(families.getByRole('row').nth(1)).toHaveText(secondRow);
        await pages.getByRole('button', { name: w.previous }).click();
        await expect(families.getByRole('row').nth(1)).toHaveText(firstRow);
        await expect(page).not.toHaveURL(/after=|before=/);
      });

      await test.step('the Ageing page: the family owes it; its CSV', async () => {
        await page.goto(`/app/admin/billing/ageing?search=${encodeURIComponent(plan.child)}`);
        await expect(page.getByRole('heading', { level: 1, name: w.ageing })).toBeVisible();
        await expect(page.getByRole('table', { name: w.totalsByCentre })).toContainText(
          demoCentres.bangsar.name,
        );
        const owing = page.getByRole('table', { name: w.families }).getByRole('row').nth(1);
        await expect(owing).toContainText(family);
        await expect(owing).toContainText(plan.child);
        await expectNoAxeViolations(page, 'the Ageing page');
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: w.exportCsv }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/\.csv$/);
        const csv = await readFile((await file.path()) ?? '', 'utf8');
        expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toContain(w.csvHeader);
        expect(csv).toContain(plan.child);
      });

      await test.step("the family's statement from its Ageing row: the invoice charged, and its PDF", async () => {
        await page
          .getByRole('table', { name: w.families })
          .getByRole('link', { name: w.statementOf(family, demoCentres.bangsar.name) })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: w.statementTitle(family) })).toBeVisible();
        const entry = page
          .getByRole('table', { name: w.movements })
          .getByRole('row')
          .filter({ hasText: w.invoiceEntry(invoiceNumber) });
        await expect(entry).toContainText(price);
        await expectNoAxeViolations(page, 'the statement page');
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: w.downloadPdf }).click();
        const pdf = await readFile((await (await download).path()) ?? '');
        expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      });
      // Every family was told of its invoice: those e-mails are all in before the next spec reads a code.
      await waitForMailToSettle(issuedSince);
    });
  });
}
