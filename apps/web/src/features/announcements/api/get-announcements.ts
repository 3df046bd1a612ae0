import { type AnnouncementStatusFilter, announcementSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/request-page';
import {
  type AnnouncementWriter,
  announcementPageSize,
  announcementsKey,
  announcementsPath,
} from './announcement-paths';

export type AnnouncementListQuery = { status: AnnouncementStatusFilter; page: number };

/** GET /admin/announcements or /super-manager/announcements: a page of the writer's announcements, newest first. */
export function getAnnouncements(
  writer: AnnouncementWriter,
  query: AnnouncementListQuery,
  signal?: AbortSignal,
) {
  return requestPage(
    announcementsPath(writer),
    { status: query.status, page: query.page, limit: announcementPageSize },
    announcementSchema.array(),
    signal,
  );
}

export const announcementsQueryOptions = (writer: AnnouncementWriter, query: AnnouncementListQuery) =>
  queryOptions({
    queryKey: [...announcementsKey, writer, 'list', query] as const,
    queryFn: ({ signal }) => getAnnouncements(writer, query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useAnnouncements(writer: AnnouncementWriter, query: AnnouncementListQuery) {
  return useQuery({ ...announcementsQueryOptions(writer, query), placeholderData: keepPreviousData });
}
