import { eInvoiceDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isEInvoiceGoing } from '../lib/e-invoice-status';
import { eInvoicePath, eInvoicesKey } from './billing-key';

/** How often an e-invoice on its way to MyInvois is asked again (ms): the sweep runs every minute. */
const followEInvoiceMs = 5_000;

export const eInvoiceQueryOptions = (eInvoiceId: string) =>
  queryOptions({
    queryKey: [...eInvoicesKey, 'detail', eInvoiceId] as const,
    queryFn: ({ signal }) =>
      api.get(eInvoicePath(eInvoiceId), { auth: 'staff', schema: eInvoiceDetailSchema, signal }),
    // Follows a document sent again until MyInvois has validated or refused it.
    refetchInterval: (current) =>
      current.state.data && isEInvoiceGoing(current.state.data.status) ? followEInvoiceMs : false,
  });

/** GET /admin/billing/e-invoices/{id}: the e-invoice with its errors and invoices; null asks nothing. */
export function useEInvoice(eInvoiceId: string | null) {
  return useQuery({ ...eInvoiceQueryOptions(eInvoiceId ?? ''), enabled: eInvoiceId !== null });
}
