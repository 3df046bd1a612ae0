import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Loaded with the call, so the sign-in pages draw without zod (decision 026). */
const centreLogin = () => import('@cic/contract/centre/centre-login');

/**
 * GET /center (public): the activated centres, by name: the registration wizard's centres and an
 * overtime report's centre choice (only activated centres record check-outs). The teacher login
 * has its own copy inside its page's chunk (budget, decision 026).
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
