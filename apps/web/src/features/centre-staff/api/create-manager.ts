import type { TeacherNameBody } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { managersQueryOptions } from './get-managers';

/** POST /super-manager/permission: adds a teacher to the head of centre's centre. */
export async function createManager(body: TeacherNameBody) {
  await request('POST', '/super-manager/permission', { auth: 'staff', body });
  return i18n.t('teacher:teachers.added');
}

export function useCreateManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManager,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersQueryOptions().queryKey }),
  });
}
