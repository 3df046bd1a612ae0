import { type ActivityStatusFilter, centreActivityViewSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminActivitiesKey } from './get-centre-activity-summaries';

/** Every query of one centre (view and calendar). */
export const centreActivitiesKey = (centerId: string) => [...adminActivitiesKey, 'centre', centerId] as const;

/** GET /admin/activity/center/{centerId}?date&status: the centre, its month's metrics, counts and activities. */
export function getCentreActivities(
  centerId: string,
  date: string,
  status: ActivityStatusFilter,
  signal?: AbortSignal,
) {
  return api.get(`/admin/activity/center/${encodeURIComponent(centerId)}`, {
    auth: 'staff',
    query: { date, status: status.toLowerCase() },
    schema: centreActivityViewSchema,
    signal,
  });
}

export const centreActivitiesQueryOptions = (centerId: string, date: string, status: ActivityStatusFilter) =>
  queryOptions({
    queryKey: [...centreActivitiesKey(centerId), 'view', date, status] as const,
    queryFn: ({ signal }) => getCentreActivities(centerId, date, status, signal),
    // Photo URLs are signed for a short while: a visit after a few minutes asks again.
    staleTime: 60 * 1000,
    // Another day or sub-tab of the same centre keeps the page steady while it loads.
    placeholderData: (previous) => (previous?.center.id === centerId ? previous : undefined),
  });

export function useCentreActivities(centerId: string, date: string, status: ActivityStatusFilter) {
  return useQuery(centreActivitiesQueryOptions(centerId, date, status));
}
