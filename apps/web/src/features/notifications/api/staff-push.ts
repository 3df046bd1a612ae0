import {
  type StaffNotificationSettings,
  staffNotificationSettingsSchema,
} from '@cic/contract/parent/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PushRefusals, subscribeThisDevice, unsubscribeThisDevice } from '../lib/push-device';

export const staffNotificationSettingsKey = ['staff-notification-settings'] as const;

/**
 * GET /center/notifications: the server's push key, this teacher's subscribed devices and their
 * e-mails of new messages.
 */
function getStaffNotificationSettings(): Promise<StaffNotificationSettings> {
  return api.get('/center/notifications', { auth: 'staff', schema: staffNotificationSettingsSchema });
}

export function useStaffNotificationSettings() {
  return useQuery(
    queryOptions({ queryKey: staffNotificationSettingsKey, queryFn: getStaffNotificationSettings }),
  );
}

/**
 * Push on this device for a teacher or head of centre (the closing-time notice, decision 079):
 * POST /center/notifications/push with the browser's subscription; off: .../push/remove.
 */
export function useSetStaffDevicePush(refused: () => PushRefusals) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, publicKey }: { on: boolean; publicKey: string }) => {
      if (on) {
        const body = await subscribeThisDevice(publicKey, refused);
        return api.post('/center/notifications/push', {
          auth: 'staff',
          body,
          schema: staffNotificationSettingsSchema,
        });
      }
      const endpoint = await unsubscribeThisDevice();
      if (!endpoint) return getStaffNotificationSettings();
      return api.post('/center/notifications/push/remove', {
        auth: 'staff',
        body: { endpoint },
        schema: staffNotificationSettingsSchema,
      });
    },
    onSuccess: (settings) => queryClient.setQueryData(staffNotificationSettingsKey, settings),
  });
}
