import type { InvoiceState, OvertimeInvoiceStatus } from '@cic/contract';
import { invoiceStateBadge } from '@/lib/invoice-state-badge';

type InvoiceMoney = { status: OvertimeInvoiceStatus; paidSen: number; creditedSen: number };

/**
 * Which actions the detail offers (decision 068's rules, which the server enforces with a 409):
 * Issue a draft; Mark as Paid while money is owed; Void a draft or an issued invoice with nothing
 * paid; a credit note while something paid is not yet refunded.
 */
export function invoiceActions(invoice: InvoiceMoney) {
  const { status } = invoice;
  return {
    issue: status === 'DRAFT',
    pay: status === 'ISSUED' || status === 'PARTLY_PAID',
    void: status === 'DRAFT' || (status === 'ISSUED' && invoice.paidSen === 0),
    creditNote: (status === 'PAID' || status === 'PARTLY_PAID') && invoice.creditedSen < invoice.paidSen,
  };
}

/** The state badge's colour (`invoiceStateBadge`); overdue wins. */
export function invoiceBadge(invoice: { state: InvoiceState; overdue: boolean }) {
  return invoice.overdue ? ('destructive' as const) : invoiceStateBadge[invoice.state];
}
