import type { AdminRegisterBody } from '@cic/contract';
import { request } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** POST /admin/auth/register (public): a new admin; the prompt's answer travels as `registrationCode`. */
export async function registerAdmin(body: AdminRegisterBody) {
  const { data } = await request('POST', '/admin/auth/register', { body });
  return data;
}

export function useRegisterAdmin() {
  return useAction(registerAdmin);
}
