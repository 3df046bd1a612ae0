import type { OvertimeInvoicePage, OvertimeReportStudent } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { demoAdmin } from '../support/demo-accounts';
import { generateOvertimeReport, wholeRunRange } from '../support/overtime';
import { signInAsAdmin } from '../support/sign-in-pages';

/** 'RM 1,234.50' from whole sen, as the pages show money. */
const rm = (sen: number) =>
  `RM ${new Intl.NumberFormat('en-US').format(Math.floor(sen / 100))}.${String(sen % 100).padStart(2, '0')}`;

// The report page's whole-report run (issue 28). It invoices every charge of its report, so its
// report covers days no other spec's report covers, and this file's name sorts it after the other
// admin specs, whose reports of the whole month it would otherwise take from (decision 087).
test('[ADMIN] invoices a whole READY report as proforma on the queue, follows the run to its result, shows a refusal and a failure, and finds the drafts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInAsAdmin(page, demoAdmin);
  const report = await generateOvertimeReport(request, token, `Whole run ${Date.now()}`, wholeRunRange());
  const students = await callApi<OvertimeReportStudent[]>(
    request,
    'GET',
    `/admin/overtime/reports/${report.id}/students`,
    { token, params: { limit: '20' } },
  );
  const first = students.find((student) => student.status === 'UNBILLED');
  if (!first) throw new Error('The demo report has no student left to invoice');
  const left = await callApi<{ uninvoicedSen: number; uninvoicedItems: number }>(
    request,
    'GET',
    `/admin/overtime/invoicing/reports/${report.id}`,
    { token },
  );
  const table = page.getByRole('table', { name: 'Students' });

  const invoiceWholeReport = async (checkAccessibility = false) => {
    await page.getByRole('button', { name: 'Invoice whole report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice whole report' });
    await dialog.getByRole('radio', { name: /Proforma invoices/ }).check();
    if (checkAccessibility) expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Start invoicing' }).click();
    return page.getByRole('dialog', { name: 'Whole report invoiced' });
  };

  await test.step('the run makes one proforma per family and centre of every item left to invoice', async () => {
    await page.goto(`/app/admin/overtime/reports/${report.id}?tab=students`);
    await expect(table.getByRole('row').filter({ hasText: first.childInfo.name }).first()).toBeVisible();
    const done = await invoiceWholeReport(true);
    // The run's figures are what the report had left to invoice: every such item, its amount.
    const total = rm(left.uninvoicedSen).replace('.', '\\.');
    await expect(
      done.getByText(new RegExp(`^\\d+ invoices? made for ${left.uninvoicedItems} items, ${total}\\.$`)),
    ).toBeVisible({ timeout: 30_000 });
    await done.getByRole('button', { name: 'Stay on the report' }).click();
    // The Students tab refreshed: nothing of the report is left to invoice.
    const row = table.getByRole('row').filter({ hasText: first.childInfo.name }).first();
    await expect(row.getByText('PROFORMA', { exact: true })).toBeVisible();
    await expect(table.getByText('UNBILLED', { exact: true })).toHaveCount(0);
  });

  await test.step('a refusal and a failed run show their messages', async () => {
    // Neither can be caused on demand (a run of a demo report ends in a moment): the server's
    // answers are stood in for, by their catalogue keys, to prove what the page shows.
    const runs = `**/api/v2/admin/overtime/invoicing/reports/${report.id}/runs`;
    await page.route(runs, (route) =>
      route.fulfill({
        status: 409,
        json: {
          success: false,
          code: 'CONFLICT',
          message: 'This report is already being invoiced. Wait for that run to finish.',
          messageCode: 'invoices.runInProgress',
        },
      }),
    );
    await page.getByRole('button', { name: 'Invoice whole report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice whole report' });
    await dialog.getByRole('button', { name: 'Start invoicing' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This report is already being invoiced. Wait for that run to finish.',
    );
    await page.unroute(runs);

    const failedId = '00000000-0000-4000-8000-000000000001';
    await page.route(runs, (route) =>
      route.fulfill({ status: 202, json: { success: true, data: { id: failedId } } }),
    );
    await page.route(`**/api/v2/admin/overtime/invoicing/runs/${failedId}`, (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            id: failedId,
            reportId: report.id,
            issue: false,
            status: 'FAILED',
            invoices: 0,
            items: 0,
            totalSen: 0,
            errorMessageCode: 'invoices.runFailed',
            errorMessage: 'stood in',
            createdAt: new Date().toISOString(),
            finishedAt: new Date().toISOString(),
          },
        },
      }),
    );
    await dialog.getByRole('button', { name: 'Start invoicing' }).click();
    const failed = page.getByRole('dialog', { name: 'Invoicing stopped' });
    await expect(failed.getByRole('alert')).toHaveText(
      'Invoicing stopped because of a server error. Invoices already made are kept; start it again to invoice the rest.',
    );
    await failed.getByRole('button', { name: 'Close' }).first().click();
    await page.unrouteAll();
  });

  await test.step('a second run finds nothing left and links to the Invoices page', async () => {
    const done = await invoiceWholeReport();
    await expect(
      done.getByText('Every overtime record of this report was already on an invoice.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await done.getByRole('link', { name: 'Open Invoices' }).click();
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  });

  await test.step('the Invoices page lists the drafts by a student’s name', async () => {
    const listed = await callApi<OvertimeInvoicePage>(request, 'GET', '/admin/overtime/invoices', {
      token,
      params: { search: first.childInfo.name, limit: '100' },
    });
    expect(listed.invoices.find((invoice) => invoice.reportId === report.id)).toMatchObject({
      status: 'DRAFT',
    });
    await page
      .getByRole('searchbox', { name: 'Search by number, family or child' })
      .fill(first.childInfo.name);
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Draft' });
    await expect(rows.first()).toBeVisible();
  });
});
