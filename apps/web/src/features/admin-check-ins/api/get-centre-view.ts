import { centreViewSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCheckInsKey } from './get-centre-days';

/** Every query of one centre (view and calendar), for invalidation after a change. */
export const centreKey = (centerId: string) => [...adminCheckInsKey, 'centre', centerId] as const;

/** GET /admin/checkin/center/{centerId}?date: the centre, its metrics, teachers and students that day. */
export function getCentreView(centerId: string, date: string, signal?: AbortSignal) {
  return api.get(`/admin/checkin/center/${encodeURIComponent(centerId)}`, {
    auth: 'staff',
    query: { date },
    schema: centreViewSchema,
    signal,
  });
}

export const centreViewQueryOptions = (centerId: string, date: string) =>
  queryOptions({
    queryKey: [...centreKey(centerId), 'view', date] as const,
    queryFn: ({ signal }) => getCentreView(centerId, date, signal),
    // Another day of the same centre keeps the page steady while it loads; another centre does not.
    placeholderData: (previous) => (previous?.center.id === centerId ? previous : undefined),
  });

export function useCentreView(centerId: string, date: string) {
  return useQuery(centreViewQueryOptions(centerId, date));
}
