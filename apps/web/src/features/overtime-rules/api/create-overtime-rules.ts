import type { CreateOvertimeRules } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overtimeRulesKey } from './get-overtime-rules';

/** POST /admin/overtime/rules: a package's first rules (`packageId` null: the default rules). */
export async function createOvertimeRules(body: CreateOvertimeRules) {
  await api.post('/admin/overtime/rules', { auth: 'staff', body });
}

export function useCreateOvertimeRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOvertimeRules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeRulesKey }),
  });
}
