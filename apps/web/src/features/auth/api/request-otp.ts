import type { RequestOtpBody } from '@cic/contract';
import { messageText } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export type RequestOtpInput = RequestOtpBody;

/**
 * POST /parent/auth/request-otp (public): e-mails a 6-digit code. Resolves with the page's own
 * 'OTP sent successfully' in its language; a flood is answered 429 with a human message.
 */
export async function requestOtp(input: RequestOtpInput): Promise<string> {
  await request('POST', '/parent/auth/request-otp', { body: input });
  return messageText('success.otpSent');
}

export function useRequestOtp() {
  return useAction(requestOtp);
}
