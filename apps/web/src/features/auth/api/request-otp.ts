import type { RequestOtpBody } from '@cic/contract';
import { request } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export type RequestOtpInput = RequestOtpBody;

/**
 * POST /parent/auth/request-otp (public): e-mails a 6-digit code. Resolves with the server's
 * message ('OTP sent successfully'); a flood is answered 429 with a human message.
 */
export async function requestOtp(input: RequestOtpInput): Promise<string> {
  const { message } = await request('POST', '/parent/auth/request-otp', { body: input });
  return message ?? 'OTP sent successfully';
}

export function useRequestOtp() {
  return useAction(requestOtp);
}
