import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parentAnnouncementsKey } from './parent-announcements-key';

/** `{ count }` checked by hand: zod would cost the parent home its budget (decision 055). */
const unreadCheck = {
  safeParse(data: unknown): { success: true; data: { count: number } } | { success: false } {
    const count = (data as { count?: unknown } | null)?.count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0
      ? { success: true, data: { count } }
      : { success: false };
  },
};

/** GET /parent/announcements/unread-count: how many of the family's announcements are unread. */
export function useUnreadAnnouncements() {
  return useQuery({
    queryKey: [...parentAnnouncementsKey, 'unread'] as const,
    queryFn: ({ signal }) =>
      api.get('/parent/announcements/unread-count', { auth: 'parent', schema: unreadCheck, signal }),
    staleTime: 60 * 1000,
  });
}
