import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overtimeRulesKey, ruleGroupPath } from './get-overtime-rules';

/** DELETE /admin/overtime/rules/{packageId|default}. */
export async function deleteOvertimeRules(packageId: string | null) {
  await api.delete(ruleGroupPath(packageId), { auth: 'staff' });
}

export function useDeleteOvertimeRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOvertimeRules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeRulesKey }),
  });
}
