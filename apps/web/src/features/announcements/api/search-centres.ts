import { announcementCentreSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announcementsKey } from './announcement-paths';

/** Matches shown at once: the organisation may have thousands of centres; the search narrows them. */
export const centreMatchLimit = 20;

/** GET /admin/announcements/centres?search&limit: centres by name for the audience picker. */
export function searchCentres(search: string, signal?: AbortSignal) {
  return api.get('/admin/announcements/centres', {
    auth: 'staff',
    query: { search, limit: centreMatchLimit },
    schema: announcementCentreSchema.array(),
    signal,
  });
}

export function useCentreSearch(search: string) {
  return useQuery({
    ...queryOptions({
      queryKey: [...announcementsKey, 'centres', search] as const,
      queryFn: ({ signal }) => searchCentres(search, signal),
      staleTime: 60_000,
    }),
    placeholderData: keepPreviousData,
  });
}
