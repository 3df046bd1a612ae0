import type { CentreLoginBody } from '@cic/contract';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Loaded with the call, so the sign-in pages draw without zod (decision 026). */
const centreLogin = () => import('@cic/contract/centre/centre-login');

/**
 * POST /center/login (public): the centre's teachers, each with a token (null for a head of centre
 * while hoc-login is on). A wrong centre or password is one 401 message; too many tries a 429.
 */
export function loginCentre(body: CentreLoginBody) {
  return api.post('/center/login', {
    body,
    schema: centreLogin().then((m) => m.centreTeacherSchema.array()),
  });
}

export function useLoginCentre() {
  return useAction(loginCentre);
}
