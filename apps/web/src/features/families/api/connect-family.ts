import { type ConnectFamilyResult, connectFamilyResultSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshParentSession } from '@/lib/session';

/**
 * POST /parent/family: links the parent to the children whose records name their verified
 * e-mail. An empty list means there was nothing to connect.
 */
export function connectFamily(): Promise<ConnectFamilyResult> {
  return api.post('/parent/family', { auth: 'parent', schema: connectFamilyResultSchema });
}

export function useConnectFamily() {
  return useMutation({
    mutationFn: connectFamily,
    onSuccess: async ({ families }) => {
      // Spec: with families the page reloads; refetching the session redraws it without a full load.
      if (families.length > 0) await refreshParentSession();
    },
  });
}
