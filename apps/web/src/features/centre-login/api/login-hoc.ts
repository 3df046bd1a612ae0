import type { HocLoginBody } from '@cic/contract';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Loaded with the call, so the sign-in pages draw without zod (decision 026). */
const centreLogin = () => import('@cic/contract/centre/centre-login');

/** POST /center/login-hoc (public): a head of centre's own e-mail and password give their token. */
export function loginHoc(body: HocLoginBody) {
  return api.post('/center/login-hoc', { body, schema: centreLogin().then((m) => m.tokenResultSchema) });
}

export function useLoginHoc() {
  return useAction(loginHoc);
}
