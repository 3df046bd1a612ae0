import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { managersQueryOptions } from './get-managers';

/** DELETE /super-manager/permission/{managerId}: removes a teacher and ends their sessions. */
export async function deleteManager(managerId: string) {
  const { message } = await request('DELETE', `/super-manager/permission/${encodeURIComponent(managerId)}`, {
    auth: 'staff',
  });
  return message ?? 'Teacher deleted successfully';
}

export function useDeleteManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManager,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersQueryOptions().queryKey }),
  });
}
