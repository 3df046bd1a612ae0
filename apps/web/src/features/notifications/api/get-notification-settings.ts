import { type NotificationSettings, notificationSettingsSchema } from '@cic/contract/parent/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationSettingsKey = ['notification-settings'] as const;

/** GET /parent/notifications: e-mail on or off, the server's push key, the devices subscribed. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return api.get('/parent/notifications', { auth: 'parent', schema: notificationSettingsSchema });
}

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationSettingsKey,
  queryFn: getNotificationSettings,
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}
