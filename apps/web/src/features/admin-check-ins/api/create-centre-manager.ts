import type { adminTeacherNameBodySchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { centreKey } from './get-centre-view';

export type AdminTeacherNameBody = z.infer<typeof adminTeacherNameBodySchema>;

/** POST /admin/checkin/center/{centerId}/manager: adds a teacher to the centre. */
export async function createCentreManager({
  centerId,
  ...body
}: AdminTeacherNameBody & { centerId: string }) {
  await api.post(`/admin/checkin/center/${encodeURIComponent(centerId)}/manager`, { auth: 'staff', body });
}

export function useCreateCentreManager(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTeacherNameBody) => createCentreManager({ centerId, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKey(centerId) }),
  });
}
