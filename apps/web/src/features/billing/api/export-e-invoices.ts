import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';
import { eInvoicesExportPath } from './billing-key';
import type { EInvoiceFilters } from './get-e-invoices';

/** GET /admin/billing/e-invoices.csv with the list's filters in the page's language, saved under the server's file name. */
export async function exportEInvoices(filters: EInvoiceFilters) {
  const { blob, fileName } = await requestFile(eInvoicesExportPath, {
    auth: 'staff',
    query: filters,
    fallbackName: 'e-invoices.csv',
  });
  saveFile(blob, fileName);
}

export function useExportEInvoices() {
  return useMutation({ mutationFn: exportEInvoices });
}
