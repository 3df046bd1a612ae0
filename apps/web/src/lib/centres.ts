import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Loaded with the call, so the sign-in pages that list centres draw without zod (decision 026). */
const centreLogin = () => import('@cic/contract/centre/centre-login');

/**
 * GET /center (public): the activated centres, by name: the teacher login's select, the wizard's
 * centre choice and the overtime report's centres (only activated centres record check-outs).
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
