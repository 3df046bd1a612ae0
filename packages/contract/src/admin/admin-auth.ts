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

/** The rule of a form that asks for a password twice: `confirmPassword` must be the same text. */
export const withConfirmedPassword = <
  Schema extends z.ZodType<{ password: string; confirmPassword: string }>,
>(
  schema: Schema,
) =>
  schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: message('auth.passwordsDiffer'),
  });

const adminRegisterFields = {
  email: adminEmailSchema,
  password: adminPasswordSchema,
  confirmPassword: confirmPasswordSchema,
};

/** The registration form; `registrationCode` is the prompt's answer, checked again by the server. */
export const adminRegisterFormSchema = withConfirmedPassword(z.object(adminRegisterFields));
export type AdminRegisterForm = z.infer<typeof adminRegisterFormSchema>;

export const adminRegisterBodySchema = withConfirmedPassword(
  z.object({
    ...adminRegisterFields,
    registrationCode: z.string().min(1, message('auth.invalidPassword')),
  }),
);
export type AdminRegisterBody = z.infer<typeof adminRegisterBodySchema>;
