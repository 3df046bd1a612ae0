import type { adminRegistrationUpdateSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { registrationsKey } from '../lib/registrations-key';

export type RegistrationUpdate = z.infer<typeof adminRegistrationUpdateSchema>;

/** PUT /admin/registration/{id}: an admin's status change with the reason (audited by the server). */
export async function updateRegistration(id: string, body: RegistrationUpdate) {
  await api.put(`/admin/registration/${encodeURIComponent(id)}`, { auth: 'staff', body });
}

export function useUpdateRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationUpdate) => updateRegistration(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
}
