import type { InvoiceState, OvertimeInvoiceStatus } from '@cic/contract';

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

/** The state badge's colour: settled green, owed amber, void and refunded plain, draft grey; overdue wins. */
export function invoiceBadge(invoice: { state: InvoiceState; overdue: boolean }) {
  if (invoice.overdue) return 'destructive' as const;
  const variants = {
    DRAFT: 'secondary',
    ISSUED: 'warning',
    PARTLY_PAID: 'warning',
    PAID: 'success',
    VOID: 'outline',
    PARTLY_REFUNDED: 'outline',
    REFUNDED: 'outline',
  } as const;
  return variants[invoice.state];
}
