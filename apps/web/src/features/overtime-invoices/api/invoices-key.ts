/** Every query of the Invoices pages: a payment, void or credit note refreshes them all. */
export const overtimeInvoicesKey = ['overtime-invoices'] as const;

/** Rows per page of the Invoices list. */
export const invoicePageSize = 20;

export const invoicesPath = '/admin/overtime/invoices';
export const invoicePath = (invoiceId: string) => `${invoicesPath}/${encodeURIComponent(invoiceId)}`;
