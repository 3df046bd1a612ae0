import { type FeverThreshold, feverThresholdSchema } from '@cic/contract/check-ins/fever';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const feverThresholdQueryOptions = () =>
  queryOptions({
    queryKey: ['fever-threshold'] as const,
    queryFn: ({ signal }) =>
      api.get('/fever-threshold', { auth: 'staff', schema: feverThresholdSchema, signal }),
  });

/** GET /fever-threshold: the temperature at or above which check-ins are flagged. */
export function useFeverThreshold() {
  return useQuery(feverThresholdQueryOptions());
}

/** PUT /admin/fever-threshold (Settings module). */
export function useUpdateFeverThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeverThreshold) =>
      api.put('/admin/fever-threshold', { auth: 'staff', body, schema: feverThresholdSchema }),
    onSuccess: (saved) => queryClient.setQueryData(feverThresholdQueryOptions().queryKey, saved),
  });
}
