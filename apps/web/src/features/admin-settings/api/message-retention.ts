import { type MessageRetention, messageRetentionSchema } from '@cic/contract/conversations/message-retention';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const messageRetentionQueryOptions = () =>
  queryOptions({
    queryKey: ['message-retention'] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/message-retention', { auth: 'staff', schema: messageRetentionSchema, signal }),
  });

/** GET /admin/message-retention: months conversations are kept after their last message, or null. */
export function useMessageRetention() {
  return useQuery(messageRetentionQueryOptions());
}

/** PUT /admin/message-retention (Settings module). */
export function useUpdateMessageRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageRetention) =>
      api.put('/admin/message-retention', { auth: 'staff', body, schema: messageRetentionSchema }),
    onSuccess: (saved) => queryClient.setQueryData(messageRetentionQueryOptions().queryKey, saved),
  });
}
