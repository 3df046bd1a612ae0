import { z } from 'zod';
import { message } from '../messages/message-key';
import { sessionExpirySchema } from '../shared/sessions';

/** Sign-in codes: 6 digits, 10 minutes, 5 tries (ARCHITECTURE §5). */
export const oneTimeCodeRules = { length: 6, lifetimeMinutes: 10, maxAttempts: 5 } as const;

export const emailSchema = z.string().trim().toLowerCase().email(message('auth.emailInvalid'));

export const requestOtpBodySchema = z.object({ email: emailSchema });
export type RequestOtpBody = z.infer<typeof requestOtpBodySchema>;

export const otpSchema = z
  .string()
  .trim()
  .length(oneTimeCodeRules.length, message('auth.codeInvalid'))
  .regex(/^\d+$/, message('auth.codeInvalid'));

export const verifyOtpBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  /** True when the code proves another parent's e-mail inside the registration wizard: no session is made. */
  registrationFlow: z.boolean().default(false),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/** `token` and `expiresAt` are null inside the registration wizard (no session is made). */
export const verifyOtpResultSchema = z.object({
  token: z.string().nullable(),
  expiresAt: sessionExpirySchema.nullable(),
  isNewUser: z.boolean(),
});
export type VerifyOtpResult = z.infer<typeof verifyOtpResultSchema>;

export const checkEmailBodySchema = z.object({ email: emailSchema });
export const checkEmailResultSchema = z.object({ exists: z.boolean(), verified: z.boolean() });
export type CheckEmailResult = z.infer<typeof checkEmailResultSchema>;
