import {
  parentEInvoiceBuyerSchema,
  type SavedEInvoiceBuyer,
} from '@cic/contract/e-invoice/e-invoice-buyer-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const eInvoiceBuyerKey = ['e-invoice-buyer'] as const;

/** GET /parent/e-invoice-buyer: the parent's own details for e-invoices, null while they have none. */
export function getEInvoiceBuyer(): Promise<SavedEInvoiceBuyer | null> {
  return api.get('/parent/e-invoice-buyer', { auth: 'parent', schema: parentEInvoiceBuyerSchema });
}

export const eInvoiceBuyerQuery = queryOptions({ queryKey: eInvoiceBuyerKey, queryFn: getEInvoiceBuyer });

export function useEInvoiceBuyer() {
  return useQuery(eInvoiceBuyerQuery);
}
