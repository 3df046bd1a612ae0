import { staffNotificationSettingsSchema } from '@cic/contract/parent/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffNotificationSettingsKey } from './staff-push';

/** PUT /center/notifications/message-email: e-mails of parents' new messages on or off (issue 43). */
export function useSetStaffMessageEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageEmails: boolean) =>
      api.put('/center/notifications/message-email', {
        auth: 'staff',
        body: { messageEmails },
        schema: staffNotificationSettingsSchema,
      }),
    onSuccess: (settings) => queryClient.setQueryData(staffNotificationSettingsKey, settings),
  });
}
