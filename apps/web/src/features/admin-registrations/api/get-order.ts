import { adminOrderDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationsKey } from '../lib/registrations-key';

/** GET /admin/order/{id}: an order with its items (and their registrations) and payments. */
export function getOrder(id: string, signal?: AbortSignal) {
  return api.get(`/admin/order/${encodeURIComponent(id)}`, {
    auth: 'staff',
    schema: adminOrderDetailSchema,
    signal,
  });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...registrationsKey, 'order', id] as const,
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
