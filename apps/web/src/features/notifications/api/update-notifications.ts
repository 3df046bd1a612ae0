import {
  type NotificationSettings,
  notificationSettingsSchema,
  type PushSubscriptionBody,
  testNotificationSchema,
} from '@cic/contract/parent/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscribeThisDevice, unsubscribeThisDevice } from '../lib/push-device';
import { getNotificationSettings, notificationSettingsKey } from './get-notification-settings';

/** Keeps the settings an answer carries, so the switches redraw without another call. */
function useSaveSettings() {
  const queryClient = useQueryClient();
  return (settings: NotificationSettings) => queryClient.setQueryData(notificationSettingsKey, settings);
}

/** PUT /parent/notifications/email. */
export function useSetEmailNotifications() {
  const saved = useSaveSettings();
  return useMutation({
    mutationFn: (email: boolean) =>
      api.put('/parent/notifications/email', {
        auth: 'parent',
        body: { email },
        schema: notificationSettingsSchema,
      }),
    onSuccess: saved,
  });
}

/** PUT /parent/notifications/announcement-email: e-mails of announcements on or off (issue 30). */
export function useSetAnnouncementEmail() {
  const saved = useSaveSettings();
  return useMutation({
    mutationFn: (announcementEmail: boolean) =>
      api.put('/parent/notifications/announcement-email', {
        auth: 'parent',
        body: { announcementEmail },
        schema: notificationSettingsSchema,
      }),
    onSuccess: saved,
  });
}

/** PUT /parent/notifications/messages: push and e-mail of the centre's messages on or off (issue 43). */
export function useSetMessageNotices() {
  const saved = useSaveSettings();
  return useMutation({
    mutationFn: (messages: boolean) =>
      api.put('/parent/notifications/messages', {
        auth: 'parent',
        body: { messages },
        schema: notificationSettingsSchema,
      }),
    onSuccess: saved,
  });
}

/**
 * Push on this device: asks the browser for permission and a subscription, then hands it to
 * POST /parent/notifications/push; off: POST /parent/notifications/push/remove, then unsubscribes.
 */
export function useSetDevicePush() {
  const saved = useSaveSettings();
  return useMutation({
    mutationFn: async ({ on, publicKey }: { on: boolean; publicKey: string }) => {
      if (on) {
        const body: PushSubscriptionBody = await subscribeThisDevice(publicKey);
        return api.post('/parent/notifications/push', {
          auth: 'parent',
          body,
          schema: notificationSettingsSchema,
        });
      }
      const endpoint = await unsubscribeThisDevice();
      if (!endpoint) return getNotificationSettings();
      return api.post('/parent/notifications/push/remove', {
        auth: 'parent',
        body: { endpoint },
        schema: notificationSettingsSchema,
      });
    },
    onSuccess: saved,
  });
}

/** POST /parent/notifications/test. */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: () =>
      api.post('/parent/notifications/test', { auth: 'parent', schema: testNotificationSchema }),
  });
}
