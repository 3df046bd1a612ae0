import { type PageMeta, type ParentActivity, parentActivitySchema } from '@cic/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';

export type ParentActivityPage = { activities: ParentActivity[]; meta: PageMeta | undefined };

const pageSize = 10;
const activityListSchema = z.array(parentActivitySchema);

/** The page after `last`, or undefined once every activity is on screen. */
export function nextActivityPage(last: ParentActivityPage): number | undefined {
  if (!last.meta) return undefined;
  return last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined;
}

/** GET /parent/activities?page&limit: the posts this parent may see, newest activity date first. */
export const parentActivitiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['parent-activities'] as const,
    queryFn: async ({ pageParam, signal }): Promise<ParentActivityPage> => {
      const { data, meta } = await request('GET', '/parent/activities', {
        auth: 'parent',
        query: { page: pageParam, limit: pageSize },
        schema: activityListSchema,
        signal,
      });
      return { activities: data, meta };
    },
    initialPageParam: 1,
    getNextPageParam: nextActivityPage,
    // Photo URLs are signed for a short while: a visit after a few minutes asks again.
    staleTime: 60 * 1000,
  });

export function useParentActivities() {
  return useInfiniteQuery(parentActivitiesQueryOptions());
}
