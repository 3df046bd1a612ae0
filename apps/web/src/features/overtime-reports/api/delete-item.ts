import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overtimeReportsKey } from './reports-key';
import { itemPath } from './update-item';

/** DELETE /admin/overtime/reports/items/{itemId}. */
export function deleteItem(itemId: string) {
  return api.delete(itemPath(itemId), { auth: 'staff' });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeReportsKey }),
  });
}
