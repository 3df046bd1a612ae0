import { orderRetryResultSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /parent/orders/{id}/retry: a new bill for a FAILED or EXPIRED order ('Try again'). */
export function retryPayment(orderId: string) {
  return api.post(`/parent/orders/${encodeURIComponent(orderId)}/retry`, {
    auth: 'parent',
    schema: orderRetryResultSchema,
  });
}

export function useRetryPayment() {
  return useMutation({ mutationFn: retryPayment });
}
