import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppContext } from '../src/app-context';
import { familyCreditAccounts, familyCreditEntries, invoicePayments, invoices } from '../src/db/schema/index';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Checks a family's money to the sen (decision 088), from the stored rows:
 * - money received (invoice payments other than CREDIT + credit received from surplus) = applied to
 *   invoices (every payment) + refunds + the credit balance;
 * - each account's balance = received − applied − refunded, and its newest entry's balance after;
 * - each invoice: paid = the sum of its payments; total = paid + balance unless void; its CREDIT
 *   payments and kept-as-credit figures match the ledger's entries.
 * Answers the figures, for a test to say more about them.
 */
export async function expectLedgerBalances(ctx: AppContext, familyId: string) {
  const familyInvoices = await ctx.db.select().from(invoices).where(eq(invoices.familyId, familyId));
  const invoiceIds = familyInvoices.map((invoice) => invoice.id);
  const payments =
    invoiceIds.length === 0
      ? []
      : await ctx.db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, invoiceIds));
  const accounts = await ctx.db
    .select()
    .from(familyCreditAccounts)
    .where(eq(familyCreditAccounts.familyId, familyId));
  const entries =
    accounts.length === 0
      ? []
      : await ctx.db
          .select()
          .from(familyCreditEntries)
          .where(
            inArray(
              familyCreditEntries.accountId,
              accounts.map((account) => account.id),
            ),
          );
  const ofKind = (kind: string) => entries.filter((entry) => entry.kind === kind);

  const receivedSen =
    sum(payments.filter((payment) => payment.method !== 'CREDIT').map((payment) => payment.amountSen)) +
    sum(ofKind('RECEIVED').map((entry) => entry.amountSen));
  const appliedToInvoicesSen = sum(familyInvoices.map((invoice) => invoice.paidSen));
  const refundedSen = sum(ofKind('REFUNDED').map((entry) => entry.amountSen));
  const creditSen = sum(accounts.map((account) => account.balanceSen));
  expect(receivedSen, 'received = applied + refunded + credit').toBe(
    appliedToInvoicesSen + refundedSen + creditSen,
  );

  for (const account of accounts) {
    const own = entries.filter((entry) => entry.accountId === account.id);
    const signed = own.map((entry) => (entry.kind === 'RECEIVED' ? entry.amountSen : -entry.amountSen));
    expect(account.balanceSen, 'the balance is the sum of its entries').toBe(sum(signed));
    const newest = [...own].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (newest) expect(newest.balanceAfterSen).toBe(account.balanceSen);
  }
  expect(
    sum(payments.filter((payment) => payment.method === 'CREDIT').map((payment) => payment.amountSen)),
    'CREDIT payments = credit applied',
  ).toBe(sum(ofKind('APPLIED').map((entry) => entry.amountSen)));

  for (const invoice of familyInvoices) {
    const own = payments.filter((payment) => payment.invoiceId === invoice.id);
    expect(invoice.paidSen, `paid of ${invoice.number}`).toBe(sum(own.map((payment) => payment.amountSen)));
    expect(invoice.creditAppliedSen).toBe(
      sum(own.filter((payment) => payment.method === 'CREDIT').map((payment) => payment.amountSen)),
    );
    expect(invoice.keptAsCreditSen).toBe(
      sum(
        ofKind('RECEIVED')
          .filter((entry) => entry.invoiceId === invoice.id)
          .map((entry) => entry.amountSen),
      ),
    );
    if (invoice.status !== 'VOID') {
      const balanceSen = invoice.status === 'PAID' ? 0 : invoice.totalSen - invoice.paidSen;
      expect(invoice.totalSen, `total of ${invoice.number}`).toBe(invoice.paidSen + balanceSen);
    }
  }
  return { receivedSen, appliedToInvoicesSen, refundedSen, creditSen };
}
