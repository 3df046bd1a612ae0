import { z } from 'zod';
import { passwordMinLength } from '../centre/centre-login';

const adminEmailSchema = z.string().trim().toLowerCase().email('Please enter a valid email address');
const adminPasswordSchema = z.string().min(passwordMinLength, 'Password must be at least 8 characters long');
/** Said in the schema too, so a client generated from the OpenAPI document checks it as the server does. */
export const confirmPasswordDescription = 'Must be the same text as `password`.';
const confirmPasswordSchema = adminPasswordSchema.describe(confirmPasswordDescription);

/** `POST /admin/auth/login` → `{ token }`. */
export const adminLoginBodySchema = z.object({ email: adminEmailSchema, password: adminPasswordSchema });
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** `POST /admin/auth/registration-code`: the prompt before the registration page. */
export const registrationCodeBodySchema = z.object({ code: z.string().min(1, 'Invalid password') });

/** The registration form; `registrationCode` is the prompt's answer, checked again by the server. */
export const adminRegisterFormSchema = z
  .object({
    email: adminEmailSchema,
    password: adminPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type AdminRegisterForm = z.infer<typeof adminRegisterFormSchema>;

export const adminRegisterBodySchema = z
  .object({
    email: adminEmailSchema,
    password: adminPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    registrationCode: z.string().min(1, 'Invalid password'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type AdminRegisterBody = z.infer<typeof adminRegisterBodySchema>;
