import { type AdminLoginBody, tokenResultSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /admin/auth/login (public): an admin's e-mail and password give their staff token. */
export function loginAdmin(body: AdminLoginBody) {
  return api.post('/admin/auth/login', { body, schema: tokenResultSchema });
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}
