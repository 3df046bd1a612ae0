import { activitySchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const activityListSchema = z.array(activitySchema);

/** Every query of the centre's activities; a save or a delete invalidates them all. */
export const centreActivitiesKey = ['centre-activities'] as const;

/** The teacher's two lists (spec 3 §2.1): published posts and drafts. */
export type ActivityList = 'published' | 'drafts';

/** GET /center/activities/published or /drafts: newest activity date first. */
export function getActivities(list: ActivityList, signal?: AbortSignal) {
  return api.get(`/center/activities/${list}`, { auth: 'staff', schema: activityListSchema, signal });
}

export const activitiesQueryOptions = (list: ActivityList) =>
  queryOptions({
    queryKey: [...centreActivitiesKey, 'list', list] as const,
    queryFn: ({ signal }) => getActivities(list, signal),
    staleTime: 30 * 1000,
  });

export function useActivities(list: ActivityList) {
  return useQuery(activitiesQueryOptions(list));
}
