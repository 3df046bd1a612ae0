import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCentres } from './centre-options';

export { getCentres };

export const centresQueryOptions = () =>
  queryOptions({
    queryKey: ['centres'] as const,
    queryFn: ({ signal }) => getCentres(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useCentres() {
  return useQuery(centresQueryOptions());
}
