import { announcementSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AnnouncementWriter, announcementPath, announcementsKey } from './announcement-paths';

/** GET /admin/announcements/{id} or /super-manager/announcements/{id}: the announcement with its reach. */
export function getAnnouncement(writer: AnnouncementWriter, announcementId: string, signal?: AbortSignal) {
  return api.get(announcementPath(writer, announcementId), {
    auth: 'staff',
    schema: announcementSchema,
    signal,
  });
}

export const announcementQueryOptions = (writer: AnnouncementWriter, announcementId: string) =>
  queryOptions({
    queryKey: [...announcementsKey, writer, 'detail', announcementId] as const,
    queryFn: ({ signal }) => getAnnouncement(writer, announcementId, signal),
  });

export function useAnnouncement(writer: AnnouncementWriter, announcementId: string) {
  return useQuery(announcementQueryOptions(writer, announcementId));
}
