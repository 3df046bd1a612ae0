import { centrePackageSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /center/{id}/packages (public): a centre's packages with their online registration fee in ringgit. */
export function getPackages(centreId: string, signal?: AbortSignal) {
  return api.get(`/center/${encodeURIComponent(centreId)}/packages`, {
    schema: centrePackageSchema.array(),
    signal,
  });
}

export const packagesQueryOptions = (centreId: string) =>
  queryOptions({
    queryKey: ['centres', centreId, 'packages'] as const,
    queryFn: ({ signal }) => getPackages(centreId, signal),
    enabled: centreId !== '',
    staleTime: 5 * 60 * 1000,
  });

/** Asked only once a centre is chosen (spec 1 §7). */
export function usePackages(centreId: string) {
  return useQuery(packagesQueryOptions(centreId));
}
