import {
  type SessionToken,
  type VerifyOtpBody,
  type VerifyOtpResult,
  verifyOtpResultSchema,
} from '@cic/contract';
import { api } from '@/lib/api-client';
import { refreshParentSession } from '@/lib/session';
import { setToken } from '@/lib/tokens';
import { useAction } from '@/lib/use-action';

/** POST /parent/auth/verify-otp (public): a right code gives a parent token and whether the parent is new. */
export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResult> {
  return api.post('/parent/auth/verify-otp', { body, schema: verifyOtpResultSchema });
}

/** Sign-in (not the wizard's e-mail proof): no session is made when `registrationFlow` is true. */
export function useVerifySignInCode() {
  return useAction((input: { email: string; otp: string }) =>
    verifyOtp({ ...input, registrationFlow: false }),
  );
}

/** The wizard's proof that another parent owns an e-mail: verifies it, makes no session. */
export function useVerifyEmailCode() {
  return useAction((input: { email: string; otp: string }) =>
    verifyOtp({ ...input, registrationFlow: true }),
  );
}

/**
 * Stores the parent token until the session ends and asks for the new session. Called from the
 * caller's success handler, together with the navigation: storing the token re-renders /login,
 * which unmounts the form.
 */
export function startParentSession(session: SessionToken): void {
  setToken('parent', session);
  void refreshParentSession();
}
