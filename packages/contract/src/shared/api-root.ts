import { z } from 'zod';
import { adminModuleKeys, staffRoles } from './enums';
import { languages } from './language';

export const apiRootSchema = z.object({ name: z.string(), version: z.string() });
export type ApiRoot = z.infer<typeof apiRootSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  queue: z.object({
    status: z.enum(['running', 'off', 'unreachable']).describe('off: this process runs no job queue (tests)'),
    oldestWaitingSeconds: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('How long the oldest job ready to run has waited; null when none waits'),
  }),
});

/** `GET /api/v2/auth`: the signed-in staff member. */
export const staffMeSchema = z.object({
  id: z.uuid(),
  role: z.enum(staffRoles),
  name: z.string().nullable(),
  email: z.string().nullable(),
  centre: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  modules: z.array(
    z.object({ key: z.enum(adminModuleKeys), order: z.number().int(), isEnabled: z.boolean() }),
  ),
  /** Null until they have one; the web switches to it after sign-in (issue 27). */
  language: z.enum(languages).nullable().describe('The person’s saved language; null until they have one'),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
