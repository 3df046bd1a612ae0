import type { ConfigFlag } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { featureConfigQueryOptions } from '@/lib/feature-config';

/** PUT /admin/config with `{ key, enabled }`: turns one global feature switch on or off. */
export function updateConfigFlag(body: ConfigFlag) {
  return api.put('/admin/config', { auth: 'staff', body });
}

/** Stays pending until the refreshed config has arrived, so a switch never flickers back. */
export function useUpdateConfigFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfigFlag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureConfigQueryOptions().queryKey }),
  });
}
