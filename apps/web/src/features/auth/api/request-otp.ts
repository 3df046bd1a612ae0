import type { RequestOtpBody } from '@cic/contract';
import { messageText } from '@/i18n/i18n';
import { request, resultMessage } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export type RequestOtpInput = RequestOtpBody;

/**
 * POST /parent/auth/request-otp (public): e-mails a 6-digit code. Resolves with the server's
 * message in the page's language ('OTP sent successfully'); a flood is answered 429 with a human message.
 */
export async function requestOtp(input: RequestOtpInput): Promise<string> {
  const result = await request('POST', '/parent/auth/request-otp', { body: input });
  return resultMessage(result, messageText('success.otpSent'));
}

export function useRequestOtp() {
  return useAction(requestOtp);
}
