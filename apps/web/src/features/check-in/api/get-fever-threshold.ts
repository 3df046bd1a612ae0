import { feverThresholdSchema } from '@cic/contract/check-ins/fever';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onlineOrKept } from '../lib/kept-answer';

/** GET /fever-threshold (staff token): the temperature at or above which a check-in is a fever. */
export const feverThresholdQueryOptions = () =>
  queryOptions({
    queryKey: ['fever-threshold'] as const,
    // Offline the centre's threshold kept last still asks the teacher to confirm a fever.
    queryFn: ({ signal }) =>
      onlineOrKept('fever-threshold', () =>
        api.get('/fever-threshold', { auth: 'staff', schema: feverThresholdSchema, signal }),
      ),
    networkMode: 'always',
    staleTime: 5 * 60 * 1000,
  });

export function useFeverThreshold() {
  return useQuery(feverThresholdQueryOptions());
}
