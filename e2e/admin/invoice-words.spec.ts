import { readFile } from 'node:fs/promises';
import type { OvertimeInvoice } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { kualaLumpurDayFromToday } from '../support/dates';
import { invoiceWords } from '../support/invoice-words';
import { generateOvertimeReport, uninvoicedStudents } from '../support/overtime';
import { adminToken } from '../support/sign-in';

const w = invoiceWords.ms;

/**
 * Issue 40: on a Malay page the admin finds a paid invoice by its family's name as the list shows
 * it ('Keluarga …'), and the CSV export says what the page says, in Malay.
 */
test('[ADMIN] finds a paid invoice by "Keluarga …" and exports it in Malay with the page’s words', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const report = await generateOvertimeReport(request, token, `Invoice words ${Date.now()}`);
  const [student] = await uninvoicedStudents(request, token, report.id, 1);
  if (!student) throw new Error('The demo report has no student left to invoice');
  const { invoices } = await callApi<{ invoices: OvertimeInvoice[] }>(
    request,
    'POST',
    '/admin/overtime/invoices',
    {
      token,
      data: { reportId: report.id, childIds: [student.childId] },
    },
  );
  const invoice = invoices[0] as OvertimeInvoice;
  await callApi(request, 'POST', `/admin/overtime/invoices/${invoice.id}/payments`, {
    token,
    data: {
      method: 'CASH',
      reference: 'Words',
      paidOn: kualaLumpurDayFromToday(),
      amountSen: invoice.totalSen,
    },
  });
  const number = invoice.number ?? '';
  const shownFamily = invoice.family ? `Keluarga ${invoice.family.namedAfter}` : 'Tiada keluarga';

  await page.context().addInitScript(() => window.localStorage.setItem('cic.language', 'ms'));
  await storeSession(page.context(), 'token', token);
  await page.goto('/app/admin/overtime/invoices');
  await page.getByRole('searchbox', { name: w.search }).fill(shownFamily);
  // The list follows the search once it is in the address: every row is then that family's.
  await expect(page).toHaveURL(/[?&]search=/);
  const table = page.getByRole('table', { name: w.invoicesTable });
  await expect(table.getByRole('row').filter({ hasNotText: shownFamily })).toHaveCount(1);
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(shownFamily);
  await expect(row.getByText(w.paid, { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksport CSV' }).click();
  const csv = (await readFile((await (await download).path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'Nombor Invois,Status,Pusat,Keluarga,Tarikh Dikeluarkan,Tarikh Akhir,Jumlah (RM),Dibayar (RM),Dikreditkan (RM),Baki (RM)',
  );
  const line = lines.find((each) => each.startsWith(`${number},`)) ?? '';
  expect(line.split(',').slice(0, 4)).toEqual([number, w.paid, invoice.centre.name, shownFamily]);
});
