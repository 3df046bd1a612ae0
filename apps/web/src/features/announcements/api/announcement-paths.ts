/** Every query of the announcement pages: a save, publication or archive refreshes them all. */
export const announcementsKey = ['announcements'] as const;

/** Rows per page of the writers' list. */
export const announcementPageSize = 20;

/**
 * Who writes: an admin with the ANNOUNCEMENT module (any audience) or a head of centre (their
 * centre). The same pages and calls serve both; only the address's first part differs.
 */
export type AnnouncementWriter = 'admin' | 'super-manager';

export const announcementsPath = (writer: AnnouncementWriter) => `/${writer}/announcements`;
export const announcementPath = (writer: AnnouncementWriter, announcementId: string) =>
  `/${writer}/announcements/${encodeURIComponent(announcementId)}`;
