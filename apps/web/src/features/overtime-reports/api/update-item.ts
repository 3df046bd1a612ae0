import type { EditOvertimeItem } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overtimeReportsKey } from './reports-key';

export const itemPath = (itemId: string) => `/admin/overtime/reports/items/${encodeURIComponent(itemId)}`;

/** PUT /admin/overtime/reports/items/{itemId}: duration and rate; the server computes the amount. */
export function updateItem(itemId: string, body: EditOvertimeItem) {
  return api.put(itemPath(itemId), { auth: 'staff', body });
}

/** The item, the child's total and the report's totals all change: everything of the report refreshes. */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: EditOvertimeItem }) => updateItem(itemId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeReportsKey }),
  });
}
