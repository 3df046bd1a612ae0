import { centreOptionSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const centreListSchema = z.array(centreOptionSchema);

/** GET /center (public): the activated centres for the login select. */
export function getCentres(signal?: AbortSignal) {
  return api.get('/center', { schema: centreListSchema, signal });
}

export const centresQueryOptions = () =>
  queryOptions({
    queryKey: ['centres'] as const,
    queryFn: ({ signal }) => getCentres(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useCentres() {
  return useQuery(centresQueryOptions());
}
