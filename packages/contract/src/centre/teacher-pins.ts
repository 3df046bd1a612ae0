import { z } from 'zod';
import { message } from '../messages/message-key';
import { sessionExpirySchema, sessionTokenSchema } from '../shared/sessions';

/** A personal PIN: 4 to 6 digits (issue 31). */
export const pinSchema = z.string().regex(/^\d{4,6}$/, message('pins.pinFormat'));

/** The shortest and longest idle time, in minutes, before the teacher app returns to the name picker. */
export const idleMinutesRange = { min: 1, max: 60 } as const;
/** A centre's idle time until someone sets it. */
export const defaultIdleMinutes = 5;

/**
 * The device session a centre login gives while Teacher PINs is on: it opens nothing by itself,
 * it only lets this device ask for a teacher session with a PIN. `idleMinutes` is the centre's
 * time without use before the app returns to the name picker.
 */
export const deviceSessionSchema = z.object({
  token: z.string(),
  expiresAt: sessionExpirySchema,
  idleMinutes: z.number().int(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/**
 * A card's PIN while Teacher PINs is on: `set`, or `not-set` (a teacher asks the head of centre;
 * a head of centre chooses their first one). Null while the switch is off.
 */
export const cardPinStates = ['set', 'not-set'] as const;
export type CardPinState = (typeof cardPinStates)[number];

/** `POST /center/login-pin`: the device session, the person picked and their PIN. */
export const pinLoginBodySchema = z.object({
  device: z.string().min(1, message('pins.deviceSignedOut')).max(200, message('pins.deviceSignedOut')),
  id: z.uuid(message('centre.teacherNotFound')),
  pin: pinSchema,
});
export type PinLoginBody = z.infer<typeof pinLoginBodySchema>;

/** A teacher session opened with a PIN, with the centre's idle time. */
export const pinSessionSchema = sessionTokenSchema.extend({ idleMinutes: z.number().int() });
export type PinSession = z.infer<typeof pinSessionSchema>;

/** `PUT /super-manager/permission/{id}/pin`: a head of centre sets a teacher's first PIN or resets it. */
export const teacherPinBodySchema = z.object({ pin: pinSchema });
export type TeacherPinBody = z.infer<typeof teacherPinBodySchema>;

/** `PUT /auth/pin`: a teacher's or head of centre's own PIN; the current one is asked when one is set. */
export const ownPinBodySchema = z.object({
  currentPin: z.union([pinSchema, z.literal('')]).optional(),
  pin: pinSchema,
});
export type OwnPinBody = z.infer<typeof ownPinBodySchema>;

/** `PUT /super-manager/settings/idle-minutes`. */
export const idleMinutesBodySchema = z.object({
  minutes: z
    .number(message('common.mustBeWholeNumber'))
    .int(message('common.mustBeWholeNumber'))
    .min(idleMinutesRange.min, message('pins.idleMinutesRange'))
    .max(idleMinutesRange.max, message('pins.idleMinutesRange')),
});
export type IdleMinutesBody = z.infer<typeof idleMinutesBodySchema>;

/**
 * Where wrong PINs make a person wait (decision 091): on one device (`deviceSince`: when that
 * device was signed in to the centre, null once it is gone), or on every device where they have
 * not yet signed in with their PIN.
 */
export const pinLockScopes = ['device', 'new-devices'] as const;
export const pinLockSchema = z.object({
  scope: z.enum(pinLockScopes),
  deviceSince: z.iso.datetime().nullable(),
  until: z.iso.datetime(),
});
export type PinLock = z.infer<typeof pinLockSchema>;

/** What the head of centre sees of a person's wrong PINs: how many today, and their waits. */
export const pinStateSchema = z.object({
  failures: z.number().int(),
  locks: z.array(pinLockSchema),
});
export type PinState = z.infer<typeof pinStateSchema>;
