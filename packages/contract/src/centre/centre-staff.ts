import { z } from 'zod';
import { message } from '../messages/message-key';
import { pathId } from '../shared/path-ids';
import { readableText } from '../shared/readable-text';
import { pinStateSchema } from './teacher-pins';

/** Teacher name in the head of centre's settings (spec 2 §5). */
export const teacherNameBodySchema = z.object({
  name: readableText(
    z.string().trim().min(3, message('centre.nameAtLeast3')).max(60, message('centre.nameAtMost60')),
    { min: 3, message: message('centre.nameAtLeast3') },
  ),
});
export type TeacherNameBody = z.infer<typeof teacherNameBodySchema>;

/** A teacher named in a path (`:managerId`). */
export const teacherIdParam = pathId(message('centre.teacherNotFound'));

/** `pinSet`: whether the person has a personal PIN (issue 31). */
export const centreManagerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  superManager: z.boolean(),
  pinSet: z.boolean(),
});
export type CentreManager = z.infer<typeof centreManagerSchema>;

/** `GET /super-manager/permission`: each person with their wrong PINs and waits (decision 091). */
export const centreStaffMemberSchema = centreManagerSchema.extend({ pinState: pinStateSchema });
export type CentreStaffMember = z.infer<typeof centreStaffMemberSchema>;

/** `GET /super-manager/settings` and the answer to a new centre password (shown once to pass on). */
export const centreSettingsSchema = z.object({
  id: z.uuid(),
  password: z.string(),
  lastUpdated: z.string().nullable(),
  /** origin + `/teacher?id=&password=`. */
  accessLink: z.string(),
  /** Minutes without use before the teacher app returns to the name picker (Teacher PINs). */
  idleMinutes: z.number().int(),
});
export type CentreSettings = z.infer<typeof centreSettingsSchema>;

/** Builds the access link admins and heads of centre hand to teachers. */
export function centreAccessLink(origin: string, centreId: string, password: string): string {
  const query = new URLSearchParams({ id: centreId, password });
  return `${origin.replace(/\/$/, '')}/teacher?${query.toString()}`;
}
