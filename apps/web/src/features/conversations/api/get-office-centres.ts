import { officeCentresSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationsKey, sideApi } from './conversations-key';

/** GET /admin/messages/centres: every centre by name, whose shared inbox head office may read. */
export const officeCentresQueryOptions = () =>
  queryOptions({
    queryKey: [...conversationsKey('office'), 'centres'] as const,
    queryFn: ({ signal }) =>
      api.get(`${sideApi.office.path}/centres`, {
        auth: sideApi.office.auth,
        schema: officeCentresSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export const useOfficeCentres = () => useQuery(officeCentresQueryOptions());
