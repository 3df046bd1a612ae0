import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';
import { ageingExportPath } from './billing-key';
import type { AgeingFilters } from './get-ageing';

/** GET /admin/billing/ageing/export with the list's filters in the page's language, saved under the server's file name. */
export async function exportAgeing(filters: AgeingFilters) {
  const { blob, fileName } = await requestFile(ageingExportPath, {
    auth: 'staff',
    query: filters,
    fallbackName: 'ageing.csv',
  });
  saveFile(blob, fileName);
}

export function useExportAgeing() {
  return useMutation({ mutationFn: exportAgeing });
}
