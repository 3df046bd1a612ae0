import { centreSettingsSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreStaffKey } from './get-managers';

/** GET /super-manager/settings: the centre's password, when it last changed and its access link. */
export function getCentreSettings(signal?: AbortSignal) {
  return api.get('/super-manager/settings', { auth: 'staff', schema: centreSettingsSchema, signal });
}

export const centreSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...centreStaffKey, 'settings'] as const,
    queryFn: ({ signal }) => getCentreSettings(signal),
  });

export function useCentreSettings() {
  return useQuery(centreSettingsQueryOptions());
}
