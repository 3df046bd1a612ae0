import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { centreSettingsQueryOptions } from './get-centre-settings';

/** PUT /super-manager/settings/idle-minutes: how long the teacher app waits before the name picker. */
export async function setIdleMinutes(minutes: number) {
  await request('PUT', '/super-manager/settings/idle-minutes', { auth: 'staff', body: { minutes } });
  return i18n.t('teacher:pins.idleSaved');
}

export function useSetIdleMinutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIdleMinutes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreSettingsQueryOptions().queryKey }),
  });
}
