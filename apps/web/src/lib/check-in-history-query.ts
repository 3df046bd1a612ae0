import { type CheckInHistory, checkInHistorySchema, type PageMeta } from '@cic/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { type ApiAuth, request } from './api-client';
import { nextCheckInPage } from './check-in-days';

export type CheckInHistoryPage = { days: CheckInHistory; meta: PageMeta | undefined };

type CheckInHistorySource = {
  /** The endpoint answering `?page&limit` with one page of days keyed by Kuala Lumpur date. */
  path: string;
  auth: ApiAuth;
  /** Days per page; 'Load more' asks for the next ones. */
  pageSize: number;
  queryKey: readonly unknown[];
};

/** One child's history, a page of days at a time (the parent's and the teacher's views). */
export const checkInHistoryQueryOptions = ({ path, auth, pageSize, queryKey }: CheckInHistorySource) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<CheckInHistoryPage> => {
      const { data, meta } = await request('GET', path, {
        auth,
        query: { page: pageParam, limit: pageSize },
        schema: checkInHistorySchema,
        signal,
      });
      return { days: data, meta };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => nextCheckInPage(last.meta, Object.keys(last.days).length),
    // Photo URLs are signed for a short while: a visit after a few minutes asks again.
    staleTime: 60 * 1000,
  });
