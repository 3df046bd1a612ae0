import { activitySchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { centreActivitiesKey } from './get-activities';

/** GET /center/activities/{id}: one activity of the teacher's centre, whatever its status. */
export function getActivity(activityId: string, signal?: AbortSignal) {
  return api.get(`/center/activities/${encodeURIComponent(activityId)}`, {
    auth: 'staff',
    schema: activitySchema,
    signal,
  });
}

export const activityQueryOptions = (activityId: string) =>
  queryOptions({
    queryKey: [...centreActivitiesKey, 'one', activityId] as const,
    queryFn: ({ signal }) => getActivity(activityId, signal),
    // Another centre's or a deleted activity answers 404: asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useActivity(activityId: string) {
  return useQuery(activityQueryOptions(activityId));
}

/** The answer means 'Activity not found' (missing, deleted, or another centre's). */
export const isActivityMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
