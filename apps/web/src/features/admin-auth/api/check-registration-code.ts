import { i18n } from '@/i18n/i18n';
import { ApiError, api } from '@/lib/api-client';

/** Spec 2 §2.7: the alert after a wrong answer to the registration prompt. */
const invalidRegistrationCodeMessage = () => i18n.t('auth:adminRegister.invalidPassword');

export type RegistrationCodeCheck = { ok: true } | { ok: false; message: string };

/**
 * POST /admin/auth/registration-code (public): is the prompt's answer the registration password?
 * A wrong or empty answer reads 'Invalid password'; any other failure (too many tries, offline)
 * the server's or the network's own message.
 */
export async function checkRegistrationCode(code: string): Promise<RegistrationCodeCheck> {
  if (!code.trim()) return { ok: false, message: invalidRegistrationCodeMessage() };
  try {
    await api.post('/admin/auth/registration-code', { body: { code } });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 400)) {
      return { ok: false, message: invalidRegistrationCodeMessage() };
    }
    return { ok: false, message: error instanceof Error ? error.message : invalidRegistrationCodeMessage() };
  }
}
