import { announcementNoticeSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announcementsKey } from './announcement-paths';

/** GET /center/announcements: the centre's published announcements, pinned then newest first. */
export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: [...announcementsKey, 'notices'] as const,
    queryFn: ({ signal }) =>
      api.get('/center/announcements', { auth: 'staff', schema: announcementNoticeSchema.array(), signal }),
  });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}

/** GET /center/announcements/{id}: one of them. */
export function useNotice(announcementId: string) {
  return useQuery({
    queryKey: [...announcementsKey, 'notices', announcementId] as const,
    queryFn: ({ signal }) =>
      api.get(`/center/announcements/${encodeURIComponent(announcementId)}`, {
        auth: 'staff',
        schema: announcementNoticeSchema,
        signal,
      }),
  });
}
