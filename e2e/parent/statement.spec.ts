import { readFile } from 'node:fs/promises';
import { formatSen, type Statement, type StatementAccount, startOfCalendarMonth } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { billMonth, waitForMailToSettle } from '../support/billing';
import { sessionCookie } from '../support/browser-session';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoCentres } from '../support/demo-accounts';
import { adminToken } from '../support/sign-in';
import { signInAsParent } from '../support/sign-in-pages';

/** A Melawati parent no other phone spec signs in: the Tan Family, two children on Full Day. */
const parent = 'tan.weiming@demo.test';

test.use({ viewport: { width: 360, height: 800 } });

test('[PARENT] sees the family’s statement of account on Payments, its opening and closing balance, and downloads it as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A month six months ahead is billed and issued (every child with a package gets an invoice; no
  // other phone spec bills a month): the Tan Family's invoice is the first line of its statement.
  const since = Date.now();
  const token = await adminToken(request);
  const month = startOfCalendarMonth(kualaLumpurDayFromToday(), 6).slice(0, 7);
  await billMonth(request, token, { month, issueWhenDrafted: true });
  // Every family is told of its invoice: the parent signs in once those e-mails are all in.
  await waitForMailToSettle(since);

  await signInAsParent(page, parent);
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.getByRole('tab', { name: 'Statement of account' }).click();
  await expect(page).toHaveURL(/\/parent\/payments\?tab=statement$/);
  await expect(page.getByText(`Tan Family · ${demoCentres.melawati.name}`, { exact: true })).toBeVisible();

  // What the page shows is the server's statement of this year so far.
  const parentToken = (await sessionCookie(page.context(), 'parent_token'))?.value ?? '';
  const [account] = await callApi<StatementAccount[]>(request, 'GET', '/parent/billing/statements', {
    token: parentToken,
  });
  const statement = await callApi<Statement>(request, 'GET', '/parent/billing/statement', {
    token: parentToken,
    params: { familyId: account?.family.id ?? '', centerId: account?.centre.id ?? '' },
  });
  const [invoice] = statement.entries.filter((entry) => entry.kind === 'INVOICE');
  if (!invoice?.invoiceNumber) throw new Error('The statement has no invoice');
  const figure = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd').first();
  await expect(figure('Opening balance')).toHaveText(formatSen(statement.openingBalanceSen));
  await expect(figure('Closing balance')).toHaveText(formatSen(statement.closingBalanceSen));
  await expect(figure('Credit held')).toHaveText(formatSen(statement.creditHeldSen));
  // On a phone each movement is a card: what it charged and the balance after it.
  const card = page
    .getByRole('list', { name: 'Charges and payments' })
    .getByRole('listitem')
    .filter({ hasText: `Invoice ${invoice.invoiceNumber}` });
  await expect(card).toContainText(`Charges${formatSen(invoice.chargeSen)}`);
  await expect(card).toContainText(`Balance${formatSen(invoice.balanceSen)}`);

  // A phone's width: nothing scrolls sideways, no axe violation.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);

  // The PDF comes with the parent's session, as a file of its own.
  const answer = page.waitForResponse((response) => response.url().includes('/parent/billing/statement/pdf'));
  const download = page.waitForEvent('download');
  // The statement's button; the yearly fee statement's below it reads the same.
  await page.getByRole('button', { name: 'Download PDF' }).first().click();
  expect((await answer).headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^STATEMENT-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
