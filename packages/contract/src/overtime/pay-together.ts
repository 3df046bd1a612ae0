import { maxInvoicesPerBill, type ParentInvoice } from './parent-invoices';

/** One family's account at one centre with the open invoices it may pay in one bill. */
export type PayableAccount = {
  familyId: string;
  centre: ParentInvoice['centre'];
  /** Oldest due first: the order the paid bill is allocated in. */
  invoices: ParentInvoice[];
};

/** Still owed and payable online: issued or part-paid, with a balance. */
export const isOpenInvoice = (invoice: Pick<ParentInvoice, 'status' | 'balanceSen'>) =>
  (invoice.status === 'ISSUED' || invoice.status === 'PARTLY_PAID') && invoice.balanceSen > 0;

const byDueDate = (a: ParentInvoice, b: ParentInvoice) =>
  a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number);

/**
 * The accounts whose open invoices can be paid together (`POST /parent/invoices/pay`, decision
 * 098): one family at one centre, two open invoices or more (one is paid from its own page). At
 * most a bill's worth each, the oldest due; the accounts in the order of their oldest due date.
 */
export function payableTogether(invoices: readonly ParentInvoice[]): PayableAccount[] {
  // Pages of a list read at different times may repeat an invoice: each counts once.
  const open = new Map(invoices.filter(isOpenInvoice).map((invoice) => [invoice.id, invoice]));
  const accounts = new Map<string, PayableAccount>();
  for (const invoice of [...open.values()].sort(byDueDate)) {
    const key = `${invoice.familyId}|${invoice.centre.id}`;
    const account = accounts.get(key) ?? { familyId: invoice.familyId, centre: invoice.centre, invoices: [] };
    if (account.invoices.length < maxInvoicesPerBill) account.invoices.push(invoice);
    accounts.set(key, account);
  }
  return [...accounts.values()].filter((account) => account.invoices.length > 1);
}
