import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Spec 1 §5: 'Please enter a valid email address'. Move to @cic/contract once it exports the OTP schemas. */
export const requestOtpSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});
export type RequestOtpInput = z.infer<typeof requestOtpSchema>;

/** POST /parent/auth/request-otp (public): sends a 6-digit code to the e-mail. */
export function requestOtp(input: RequestOtpInput): Promise<unknown> {
  return api.post('/parent/auth/request-otp', { body: input });
}

export function useRequestOtp(options: { onSuccess?: (input: RequestOtpInput) => void } = {}) {
  return useMutation({
    mutationFn: requestOtp,
    onSuccess: (_data, input) => options.onSuccess?.(input),
  });
}
