import type { AdminLoginBody } from '@cic/contract';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Loaded with the call, so the sign-in pages draw without zod (decision 026). */
const tokenResultSchema = () => import('@cic/contract/centre/centre-login').then((m) => m.tokenResultSchema);

/** POST /admin/auth/login (public): an admin's e-mail and password give their staff token. */
export function loginAdmin(body: AdminLoginBody) {
  return api.post('/admin/auth/login', { body, schema: tokenResultSchema() });
}

export function useLoginAdmin() {
  return useAction(loginAdmin);
}
