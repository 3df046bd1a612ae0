import { type CompleteProfileBody, type ParentAuth, parentAuthSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshParentSession, setParentSession } from '@/lib/session';

/** POST /parent/auth/register: completes a new parent's profile; answers the new session. */
export function registerParent(body: CompleteProfileBody): Promise<ParentAuth> {
  return api.post('/parent/auth/register', { auth: 'parent', body, schema: parentAuthSchema });
}

export function useRegisterParent() {
  return useMutation({
    mutationFn: registerParent,
    onSuccess: (session) => {
      setParentSession(session);
      void refreshParentSession();
    },
  });
}
