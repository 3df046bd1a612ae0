import { centreSettingsSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreSettingsQueryOptions } from './get-centre-settings';

/**
 * POST /super-manager/settings/center-password: a new centre password and access link. Every
 * other teacher session of the centre is signed out; the head of centre stays signed in.
 */
export function generateCentrePassword() {
  return api.post('/super-manager/settings/center-password', { auth: 'staff', schema: centreSettingsSchema });
}

export function useGenerateCentrePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCentrePassword,
    onSuccess: (settings) => queryClient.setQueryData(centreSettingsQueryOptions().queryKey, settings),
  });
}
