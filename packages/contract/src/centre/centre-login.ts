import { z } from 'zod';
import { message } from '../messages/message-key';
import { sessionExpirySchema, sessionTokenSchema } from '../shared/sessions';
import { cardPinStates, deviceSessionSchema } from './teacher-pins';

export const passwordMinLength = 8;

/** `GET /center`: activated centres for the teacher login select. */
export const centreOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type CentreOption = z.infer<typeof centreOptionSchema>;

/** `GET /center/{id}/packages`. `onlineRegistrationFee` in ringgit with 2 decimals. */
export const centrePackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  onlineRegistrationFee: z.number(),
});

/** `POST /center/login`: the shared centre password. */
export const centreLoginBodySchema = z.object({
  id: z.string().trim().min(1, message('auth.centreRequired')),
  password: z.string().min(passwordMinLength, message('auth.passwordTooShort')),
});
export type CentreLoginBody = z.infer<typeof centreLoginBodySchema>;

/**
 * One teacher card after a centre login. `token` (and its `expiresAt`) is null for a head of centre
 * while hoc-login is on: they must also pass `POST /center/login-hoc`. While Teacher PINs is on
 * every token is null, `pin` says whether the person has one, and `device` (the same on every
 * card: the answer stays the spec's list) is the device session the PIN is sent with (decision 084).
 */
export const centreTeacherSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  token: z.string().nullable(),
  expiresAt: sessionExpirySchema.nullable(),
  superManager: z.boolean(),
  pin: z.enum(cardPinStates).nullable(),
  device: deviceSessionSchema.nullable(),
});
export type CentreTeacher = z.infer<typeof centreTeacherSchema>;

/** `POST /center/login-hoc`: a head of centre's own e-mail and password. */
export const hocLoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().email(message('auth.emailInvalidShort')),
  password: z.string().min(passwordMinLength, message('auth.passwordTooShort')),
});
export type HocLoginBody = z.infer<typeof hocLoginBodySchema>;

/** A sign-in that gives one session (`POST /center/login-hoc`, `POST /admin/auth/login`). */
export const tokenResultSchema = sessionTokenSchema;
