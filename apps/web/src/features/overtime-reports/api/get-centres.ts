import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The same schema module as the teacher login's call, so the two share its chunk. */
const centreOptionSchema = () => import('@cic/contract/centre/centre-login');

/**
 * GET /center (public): the activated centres, by name, for the report's centre choice: only
 * activated centres record check-outs, and the admin centre lists need CHECKIN or ACTIVITY
 * (decision 041). Its own copy, as the teacher login and the wizard have theirs: a module shared
 * by two areas becomes a chunk every page's entry names, past the sign-in budgets (decision 026).
 */
export function getCentres(signal?: AbortSignal) {
  return api.get('/center', {
    schema: centreOptionSchema().then((m) => m.centreOptionSchema.array()),
    signal,
  });
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
