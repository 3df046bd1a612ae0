import type { OvertimeInvoice, OvertimeInvoicePage } from '@cic/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { writeAnnouncement } from '../support/announcements';
import { bearer, callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { generateOvertimeReport, uninvoicedStudents } from '../support/overtime';
import { solidPng } from '../support/png';
import { adminToken, centreId } from '../support/sign-in';

/**
 * Issue 40: after an action whose control goes away, or a dialog whose opener is gone, focus lands
 * on the element the next step needs, shown, never on the page's body; lists open rows by keyboard.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** A page's first load on a busy machine: its chunks, words and data. */
const firstLoad = 30_000;

/** This report's invoice of the child in `status`, through the API. */
async function invoiceOf(
  request: APIRequestContext,
  token: string,
  where: { reportId: string; name: string; status: OvertimeInvoice['status'] },
): Promise<OvertimeInvoice> {
  const listed = await callApi<OvertimeInvoicePage>(request, 'GET', '/admin/overtime/invoices', {
    token,
    params: { search: where.name, limit: '100' },
  });
  const invoice = listed.invoices.find(
    (item) => item.reportId === where.reportId && item.status === where.status,
  );
  if (!invoice) throw new Error(`No ${where.status} invoice of ${where.name} from this report`);
  return invoice;
}

/**
 * On the report's Students tab, by keyboard: ticks the child, converts through the bulk menu and
 * closes the result dialog by 'Stay on the report' or Escape; focus is on 'select all', since the
 * bulk menu's button is disabled once the selection is cleared.
 */
async function convertByKeyboard(
  page: Page,
  reportId: string,
  name: string,
  how: { kind: 'Convert to Proforma Invoice' | 'Convert to Invoice'; close: 'stay' | 'Escape' },
) {
  await page.goto(`/app/admin/overtime/reports/${reportId}?tab=students`);
  const table = page.getByRole('table', { name: 'Students' });
  const tick = table.getByRole('checkbox', { name: `Select ${name}`, exact: true });
  await expect(tick).toBeVisible({ timeout: firstLoad });
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  const bulk = page.getByRole('button', { name: 'Bulk actions (1)' });
  // Back past the rows above the child's (how many depends on which child the run left to invoice).
  await tabTo(page, bulk, { most: 60, backwards: true });
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: how.kind, exact: true });
  for (let presses = 0; presses < 4 && !(await item.evaluate((node) => node === document.activeElement)); ) {
    await page.keyboard.press('ArrowDown');
    presses += 1;
  }
  await expectVisibleFocus(item);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `${how.kind}?` });
  await tabTo(page, confirm.getByRole('button', { name: how.kind }), { most: 2 });
  await page.keyboard.press('Enter');
  const made = page.getByRole('dialog', { name: 'Invoices created' });
  await expect(made).toBeVisible();
  if (how.close === 'stay') {
    await tabTo(page, made.getByRole('button', { name: 'Stay on the report' }), { most: 3 });
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.press('Escape');
  }
  await expect(made).toBeHidden();
  await expect(page.getByRole('button', { name: 'Bulk actions (0)' })).toBeDisabled();
  await expectVisibleFocus(table.getByRole('checkbox', { name: 'Select all students on this page' }));
}

test.describe('issue 40: focus after actions (admin)', () => {
  test('[ADMIN] converts, issues, voids and pays by keyboard: focus goes to select all, Mark as Paid and the heading', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const report = await generateOvertimeReport(request, token, `Focus after actions ${Date.now()}`);
    const [student] = await uninvoicedStudents(request, token, report.id, 1);
    if (!student) throw new Error('No student left to invoice');
    const name = student.childInfo.name;
    await storeSession(page.context(), 'token', token);

    await test.step("'Stay on the report' after a proforma: focus on select all", async () => {
      await convertByKeyboard(page, report.id, name, { kind: 'Convert to Proforma Invoice', close: 'stay' });
    });

    await test.step('Issue: focus on Mark as Paid, the next step', async () => {
      const draft = await invoiceOf(request, token, { reportId: report.id, name, status: 'DRAFT' });
      await page.goto(`/app/admin/overtime/invoices/${draft.id}`);
      const issue = page.getByRole('button', { name: 'Issue', exact: true });
      await issue.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Issue this invoice?' });
      await tabTo(page, confirm.getByRole('button', { name: 'Issue' }), { most: 2 });
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(issue).toHaveCount(0);
      await expectVisibleFocus(page.getByRole('button', { name: 'Mark as Paid' }));
    });

    await test.step('Void: focus on the heading, its status below', async () => {
      await tabTo(page, page.getByRole('button', { name: 'Void', exact: true }), { most: 2 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Void this invoice?' });
      await expectVisibleFocus(dialog.getByLabel('Reason'));
      await page.keyboard.type('Issued to the wrong family');
      await tabTo(page, dialog.getByRole('button', { name: 'Void invoice' }), { most: 2 });
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
      await expectVisibleFocus(page.getByRole('heading', { level: 1, name: /^Invoice / }));
    });

    await test.step('Escape on the result of an issued invoice: focus on select all', async () => {
      await convertByKeyboard(page, report.id, name, { kind: 'Convert to Invoice', close: 'Escape' });
    });

    const issued = await invoiceOf(request, token, { reportId: report.id, name, status: 'ISSUED' });
    await test.step('the last payment: focus on the heading, Mark as Paid gone', async () => {
      await page.goto(`/app/admin/overtime/invoices/${issued.id}`);
      const pay = page.getByRole('button', { name: 'Mark as Paid' });
      await pay.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Mark as Paid' });
      await expectVisibleFocus(dialog.getByLabel('Amount (RM)'));
      await tabTo(page, dialog.getByRole('button', { name: 'Record payment' }), { most: 8 });
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(pay).toHaveCount(0);
      await expectVisibleFocus(page.getByRole('heading', { level: 1, name: `Invoice ${issued.number}` }));
    });

    await test.step('the Invoices list opens it by keyboard: its number is the row’s link', async () => {
      const number = issued.number ?? '';
      await page.goto(`/app/admin/overtime/invoices?search=${number}`);
      const link = page
        .getByRole('table', { name: 'Invoices' })
        .getByRole('link', { name: number, exact: true });
      await expect(link).toBeVisible();
      await page.getByRole('searchbox').focus();
      await tabTo(page, link, { most: 15 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/invoices/${issued.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    });
  });

  test('[ADMIN] the Invoices list past its last page shows the last page', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await adminToken(request);
    await storeSession(page.context(), 'token', token);
    // '?page=99' goes to the last page: 'Page N of N', its rows, and the address says so.
    const listed = await request.get('/api/v2/admin/overtime/invoices', { headers: bearer(token) });
    const { meta } = (await listed.json()) as { meta: { total: number } };
    const pages = Math.max(1, Math.ceil(meta.total / 20));
    await page.goto('/app/admin/overtime/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({
      timeout: firstLoad,
    });
    const before = page.url();
    await page.goto('/app/admin/overtime/invoices?page=99');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText(`Page ${pages} of ${pages}`, { exact: true })).toBeVisible({
      timeout: firstLoad,
    });
    await expect(page).toHaveURL(pages > 1 ? new RegExp(`[?&]page=${pages}$`) : /\/invoices$/);
    if (meta.total > 0) {
      await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('link').first()).toBeVisible();
    }
    // The address was replaced, not pushed: Back goes where the person was, not to page 99 again.
    await page.goBack();
    await expect(page).toHaveURL(before);
  });

  test('[ADMIN] Save of the closing time keeps focus on Save', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await adminToken(request);
    await storeSession(page.context(), 'token', token);
    await page.goto(`/app/admin/checkins/${await centreId(request, demoCentres.melawati.name)}`);
    const section = page.getByRole('region', { name: 'Closing time' });
    const save = section.getByRole('button', { name: 'Save' });
    // The time it has, saved again: nothing changes for the closing check of the other specs.
    await expect(section.getByLabel('Closing time')).not.toHaveValue('', { timeout: firstLoad });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Closing time updated', { exact: true })).toBeVisible();
    await expectVisibleFocus(save);
  });

  test('[ADMIN] Archive puts focus on the heading; Remove image on the next image, then Add images', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await adminToken(request);
    const title = `Focus archive ${Date.now()}`;
    const id = await writeAnnouncement(request, 'admin', token, {
      title,
      centreIds: [await centreId(request, demoCentres.melawati.name)],
    });
    await storeSession(page.context(), 'token', token);

    await page.goto(`/app/admin/announcements/${id}`);
    const archive = page.getByRole('button', { name: 'Archive' });
    await archive.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Archive this announcement?' });
    await tabTo(page, confirm.getByRole('button', { name: 'Archive' }), { most: 2 });
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(archive).toHaveCount(0);
    await expectVisibleFocus(page.getByRole('heading', { level: 1, name: title }));

    await page.goto('/app/admin/announcements/new');
    await page.getByLabel('Choose images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: solidPng(8, 8, [200, 40, 40]) },
      { name: 'two.png', mimeType: 'image/png', buffer: solidPng(8, 8, [40, 40, 200]) },
    ]);
    const first = page.getByRole('button', { name: 'Remove image 1' });
    await page.getByLabel('Caption of image 1').focus();
    await tabTo(page, first, { most: 2 });
    await page.keyboard.press('Enter');
    // The second image is now the first: its Remove button has focus, then Add images.
    await expect(page.getByRole('button', { name: 'Remove image 2' })).toHaveCount(0);
    await expectVisibleFocus(page.getByRole('button', { name: 'Remove image 1' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove image 1' })).toHaveCount(0);
    await expectVisibleFocus(page.getByRole('button', { name: 'Add images' }));
  });
});
