/** An issued invoice a payment may settle, and what is still owed on it. */
export type OwedInvoice = { invoiceId: string; number: string; dueDate: string; owedSen: number };

/** What one payment gives each invoice, and what is left over for the family's credit. */
export type PaymentAllocation = {
  allocations: { invoiceId: string; amountSen: number }[];
  leftoverSen: number;
};

/**
 * One payment for several invoices (decision 098): the oldest due date first, then the lower
 * invoice number, each taking what it owes until the money runs out. What is left after every
 * invoice is settled is the family's credit, as an online payment beyond its invoice already is.
 */
export function allocateOldestFirst(amountSen: number, invoices: readonly OwedInvoice[]): PaymentAllocation {
  const ordered = [...invoices].sort((a, b) =>
    a.dueDate === b.dueDate ? a.number.localeCompare(b.number) : a.dueDate < b.dueDate ? -1 : 1,
  );
  let left = amountSen;
  const allocations: PaymentAllocation['allocations'] = [];
  for (const invoice of ordered) {
    if (left === 0) break;
    const amount = Math.min(left, invoice.owedSen);
    if (amount <= 0) continue;
    allocations.push({ invoiceId: invoice.invoiceId, amountSen: amount });
    left -= amount;
  }
  return { allocations, leftoverSen: left };
}
