import type { adminOrderUpdateSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { registrationsKey } from '../lib/registrations-key';

export type OrderUpdate = z.infer<typeof adminOrderUpdateSchema>;

/** PUT /admin/order/{id}: manual reconciliation of an order's status with the reason (audited by the server). */
export async function updateOrder(id: string, body: OrderUpdate) {
  await api.put(`/admin/order/${encodeURIComponent(id)}`, { auth: 'staff', body });
}

export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdate) => updateOrder(id, body),
    // The order's registration may change with it (a paid order completes its registration).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
}
