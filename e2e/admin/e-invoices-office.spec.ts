import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { issuer } from '@cic/contract/e-invoice/e-invoice.fixture';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoAdmin } from '../support/demo-accounts';
import { tabTo } from '../support/keyboard';
import { phone } from '../support/page-checks';
import { adminToken, restoreAdminLanguage } from '../support/sign-in';
import { signInAsAdmin, signInAsAdminInMalay } from '../support/sign-in-pages';

/**
 * The office's e-invoices page (issue 42), in English and in Malay: reached from the Billing menu
 * once the organisation's issuer is set, its filters kept in the address bar across a reload, the
 * consolidated months, the CSV in the page's language, an e-invoice's sheet by keyboard, axe, and
 * no sideways scroll at 360 px. The demo has no e-invoices: a document reaches the page once a
 * parent's TIN or a month's consolidation gives the sweep one, which the lead's flow covers.
 */

const words = {
  en: {
    billing: 'Billing',
    menu: 'e-Invoices',
    title: 'e-Invoices',
    status: 'Status',
    invalid: 'Invalid',
    kind: 'Kind',
    consolidated: 'Consolidated',
    month: 'Issued in',
    search: 'Search by number or family...',
    empty: 'No e-invoices found',
    months: 'Consolidated by month',
    noMonths: 'No consolidated e-invoices yet.',
    exportCsv: 'Export CSV',
    csvHeader:
      'e-Invoice Number,Kind,Invoice or Month,Family,Center,Issue Date,Total (RM),Status,UUID,Validated Date,Errors',
    sheetTitle: 'e-Invoice',
    notFound: 'This e-invoice was not found.',
    close: 'Close',
  },
  ms: {
    billing: 'Bil',
    menu: 'e-Invois',
    title: 'e-Invois',
    status: 'Status',
    invalid: 'Tidak sah',
    kind: 'Jenis',
    consolidated: 'Disatukan',
    month: 'Dikeluarkan pada',
    search: 'Cari mengikut nombor atau keluarga...',
    empty: 'Tiada e-invois dijumpai',
    months: 'Disatukan mengikut bulan',
    noMonths: 'Belum ada e-invois disatukan.',
    exportCsv: 'Eksport CSV',
    csvHeader:
      'Nombor e-Invois,Jenis,Invois atau Bulan,Keluarga,Pusat,Tarikh Dikeluarkan,Jumlah (RM),Status,UUID,Tarikh Disahkan,Ralat',
    sheetTitle: 'e-Invois',
    notFound: 'E-invois ini tidak dijumpai.',
    close: 'Tutup',
  },
} as const;

async function expectNoAxeViolations(page: Page, what: string) {
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

test.afterEach(({ request }) => restoreAdminLanguage(request));

for (const language of ['en', 'ms'] as const) {
  test(`[ADMIN] reads the e-invoices by status, kind, month and search, their CSV and a document's sheet (${language})`, async ({
    page,
    request,
  }) => {
    const w = words[language];
    const thisMonth = kualaLumpurDayFromToday().slice(0, 7);
    await callApi(request, 'PUT', '/admin/billing/e-invoice/issuer', {
      token: await adminToken(request),
      data: issuer,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    if (language === 'ms') await signInAsAdminInMalay(page, request);
    else await signInAsAdmin(page, demoAdmin);

    await test.step('from the Billing menu', async () => {
      await page.goto('/app/admin/billing/fees');
      const menu = page.getByRole('navigation').first();
      await menu.getByRole('link', { name: w.menu, exact: true }).click();
      await expect(page).toHaveURL(/\/app\/admin\/billing\/e-invoices$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole('region', { name: w.months })).toContainText(w.noMonths);
      await expectNoAxeViolations(page, 'the e-Invoices page');
    });

    await test.step('the filters are kept in the address bar', async () => {
      await page.getByLabel(w.status, { exact: true }).selectOption({ label: w.invalid });
      await expect(page).toHaveURL(/status=INVALID/);
      await page.getByLabel(w.kind, { exact: true }).selectOption({ label: w.consolidated });
      await expect(page).toHaveURL(/source=CONSOLIDATED/);
      await page.getByLabel(w.month, { exact: true }).fill(thisMonth);
      await expect(page).toHaveURL(new RegExp(`month=${thisMonth}`));
      await page.getByPlaceholder(w.search).fill('CON-');
      await expect(page).toHaveURL(/search=CON-/);
      await expect(page.getByText(w.empty, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(w.status, { exact: true })).toHaveValue('INVALID');
      await expect(page.getByLabel(w.kind, { exact: true })).toHaveValue('CONSOLIDATED');
      await expect(page.getByLabel(w.month, { exact: true })).toHaveValue(thisMonth);
      await expect(page.getByPlaceholder(w.search)).toHaveValue('CON-');
    });

    await test.step("the CSV of what the filters match, in the page's language", async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.exportCsv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`e-invoices-${kualaLumpurDayFromToday()}.csv`);
      const csv = await readFile((await file.path()) ?? '', 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(w.csvHeader);
    });

    await test.step("a document's sheet by keyboard: it says what it found and closes back to the list", async () => {
      await page.goto(`/app/admin/billing/e-invoices?document=${randomUUID()}`);
      const sheet = page.getByRole('dialog', { name: w.sheetTitle });
      await expect(sheet.getByRole('alert')).toHaveText(w.notFound);
      await tabTo(page, sheet.getByRole('button', { name: w.close }));
      await expectNoAxeViolations(page, "an e-invoice's sheet");
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page).not.toHaveURL(/document=/);
    });

    await test.step('a phone: nothing scrolls sideways', async () => {
      await page.setViewportSize(phone);
      await page.goto('/app/admin/billing/e-invoices');
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(phone.width);
    });
  });
}
