import { type ParentOrderStatus, parentOrderStatusSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 1 §9: re-asked every 5 s while the order or its payment is pending; fresh for 60 s. */
export const orderPollMs = 5000;
export const orderStaleMs = 60_000;

/** GET /parent/orders/{id}: the parent's own order and its newest payment (another's is 404). */
export function getOrderStatus(orderId: string, signal?: AbortSignal) {
  return api.get(`/parent/orders/${encodeURIComponent(orderId)}`, {
    auth: 'parent',
    schema: parentOrderStatusSchema,
    signal,
  });
}

const isPending = (order: ParentOrderStatus | undefined) =>
  order?.orderStatus === 'PENDING' || order?.paymentStatus === 'PENDING';

export const orderStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['parent', 'orders', orderId] as const,
    queryFn: ({ signal }) => getOrderStatus(orderId, signal),
    enabled: orderId !== '',
    staleTime: orderStaleMs,
    refetchInterval: (query) => (isPending(query.state.data) ? orderPollMs : false),
  });

export function useOrderStatus(orderId: string) {
  return useQuery(orderStatusQueryOptions(orderId));
}
