import { type PageMeta, type ParentAnnouncement, parentAnnouncementSchema } from '@cic/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';
import { parentAnnouncementsKey } from './parent-announcements-key';

export type ParentAnnouncementPage = { announcements: ParentAnnouncement[]; meta: PageMeta | undefined };

const pageSize = 20;

/** The page after `last`, or undefined once every announcement is on screen. */
export function nextAnnouncementPage(last: ParentAnnouncementPage): number | undefined {
  if (!last.meta) return undefined;
  return last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined;
}

/** GET /parent/announcements?page&limit: the family's, pinned then newest first, unread marked. */
export const parentAnnouncementsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...parentAnnouncementsKey, 'list'] as const,
    queryFn: async ({ pageParam, signal }): Promise<ParentAnnouncementPage> => {
      const { data, meta } = await request('GET', '/parent/announcements', {
        auth: 'parent',
        query: { page: pageParam, limit: pageSize },
        schema: parentAnnouncementSchema.array(),
        signal,
      });
      return { announcements: data, meta };
    },
    initialPageParam: 1,
    getNextPageParam: nextAnnouncementPage,
    // Image URLs are signed for a short while: a visit after a minute asks again.
    staleTime: 60 * 1000,
  });

export function useParentAnnouncements() {
  return useInfiniteQuery(parentAnnouncementsQueryOptions());
}

/**
 * GET /parent/announcements/{id}: the announcement; the server marks it read, so the list and the
 * unread count are asked again once it has come.
 */
export function useParentAnnouncement(announcementId: string) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: [...parentAnnouncementsKey, 'detail', announcementId] as const,
      queryFn: async ({ signal }) => {
        const announcement = await api.get(`/parent/announcements/${encodeURIComponent(announcementId)}`, {
          auth: 'parent',
          schema: parentAnnouncementSchema,
          signal,
        });
        void queryClient.invalidateQueries({ queryKey: [...parentAnnouncementsKey, 'list'] });
        void queryClient.invalidateQueries({ queryKey: [...parentAnnouncementsKey, 'unread'] });
        return announcement;
      },
    }),
  );
}
