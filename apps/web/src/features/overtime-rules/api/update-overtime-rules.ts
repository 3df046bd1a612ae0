import type { OvertimeBlock } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overtimeRulesKey, ruleGroupPath } from './get-overtime-rules';

/** PUT /admin/overtime/rules/{packageId|default}: the blocks replace the group's blocks. */
export async function updateOvertimeRules(packageId: string | null, blocks: OvertimeBlock[]) {
  await api.put(ruleGroupPath(packageId), { auth: 'staff', body: { blocks } });
}

export function useUpdateOvertimeRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, blocks }: { packageId: string | null; blocks: OvertimeBlock[] }) =>
      updateOvertimeRules(packageId, blocks),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeRulesKey }),
  });
}
