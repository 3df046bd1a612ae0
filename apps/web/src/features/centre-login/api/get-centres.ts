import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Loaded with the call, so the sign-in pages draw without zod (decision 026). */
const centreLogin = () => import('@cic/contract/centre/centre-login');

/**
 * GET /center (public): the activated centres for the login select. Kept in the sign-in page's own
 * chunk rather than using `lib/centres.ts`: a shared chunk would push the page past its budget
 * (decision 026); both use the same query key, so they share the cached answer.
 */
export function getCentres(signal?: AbortSignal) {
  return api.get('/center', { schema: centreLogin().then((m) => m.centreOptionSchema.array()), signal });
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
