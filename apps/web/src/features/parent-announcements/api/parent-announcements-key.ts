/** Every query of the parent's announcements: opening one refreshes the list and the unread count. */
export const parentAnnouncementsKey = ['parent-announcements'] as const;
