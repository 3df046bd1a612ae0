import { z } from 'zod';
import { passwordMinLength } from '../centre/centre-login';
import { message } from '../messages/message-key';

const adminEmailSchema = z.string().trim().toLowerCase().email(message('auth.emailInvalid'));
const adminPasswordSchema = z.string().min(passwordMinLength, message('auth.passwordTooShort'));
/** Said in the schema too, so a client generated from the OpenAPI document checks it as the server does. */
export const confirmPasswordDescription = 'Must be the same text as `password`.';
const confirmPasswordSchema = adminPasswordSchema.describe(confirmPasswordDescription);

/** `POST /admin/auth/login` → `{ token }`. */
export const adminLoginBodySchema = z.object({ email: adminEmailSchema, password: adminPasswordSchema });
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** `POST /admin/auth/registration-code`: the prompt before the registration page. */
export const registrationCodeBodySchema = z.object({
  code: z.string().min(1, message('auth.invalidPassword')),
});

/** The registration form; `registrationCode` is the prompt's answer, checked again by the server. */
export const adminRegisterFormSchema = z
  .object({
    email: adminEmailSchema,
    password: adminPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: message('auth.passwordsDiffer'),
  });
export type AdminRegisterForm = z.infer<typeof adminRegisterFormSchema>;

export const adminRegisterBodySchema = z
  .object({
    email: adminEmailSchema,
    password: adminPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    registrationCode: z.string().min(1, message('auth.invalidPassword')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: message('auth.passwordsDiffer'),
  });
export type AdminRegisterBody = z.infer<typeof adminRegisterBodySchema>;
