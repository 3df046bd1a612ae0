import { feverThresholdSchema } from '@cic/contract/check-ins/fever';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /fever-threshold (staff token): the temperature at or above which a check-in is a fever. */
export const feverThresholdQueryOptions = () =>
  queryOptions({
    queryKey: ['fever-threshold'] as const,
    queryFn: ({ signal }) =>
      api.get('/fever-threshold', { auth: 'staff', schema: feverThresholdSchema, signal }),
    staleTime: 5 * 60 * 1000,
  });

export function useFeverThreshold() {
  return useQuery(feverThresholdQueryOptions());
}
