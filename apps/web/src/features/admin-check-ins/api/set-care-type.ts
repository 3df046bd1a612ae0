import { type CareType, centreCareTypeBodySchema } from '@cic/contract/staff-attendance/ratio-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCheckInsKey } from './get-centre-days';

/**
 * PUT /admin/checkin/center/{centerId}/care-type: TASKA or TADIKA (issue 45). The type picks the
 * ratio rules, so the staff needed change on the list and the centre's page alike.
 */
export function useSetCareType(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (careType: CareType) =>
      api.put(`/admin/checkin/center/${encodeURIComponent(centerId)}/care-type`, {
        auth: 'staff',
        body: { careType },
        schema: centreCareTypeBodySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCheckInsKey }),
  });
}
