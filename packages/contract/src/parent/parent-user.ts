import { z } from 'zod';
import { citizenships, familyRelations, salutations } from '../shared/enums';
import { languages } from '../shared/language';

export const familyMemberSchema = z.object({
  id: z.uuid(),
  relation: z.enum(familyRelations),
  parent: z.object({ fullName: z.string().nullable(), email: z.string(), verified: z.boolean() }),
});

export const familyChildSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  active: z.boolean(),
  center: z.object({ name: z.string() }),
  lastCheckInImage: z.string().nullable(),
});

export const familyLinkSchema = z.object({
  relation: z.enum(familyRelations),
  family: z.object({
    id: z.uuid(),
    name: z.string(),
    children: z.array(familyChildSchema),
    members: z.array(familyMemberSchema),
  }),
});

/** The signed-in parent, as `GET /parent/me` and `GET /parent/auth` return it. */
export const parentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.literal('parent'),
  salutation: z.enum(salutations).nullable(),
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  nationality: z.enum(citizenships).nullable(),
  nric: z.string().nullable(),
  passport: z.string().nullable(),
  occupation: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  referralCode: z.string().nullable(),
  families: z.array(familyLinkSchema),
});
export type ParentUser = z.infer<typeof parentUserSchema>;

export const parentAuthSchema = z.object({
  user: parentUserSchema,
  needsUpdate: z.boolean(),
  /** Null until they have one; the web switches to it after sign-in (issue 27). */
  language: z.enum(languages).nullable().describe('The parent’s saved language; null until they have one'),
});
export type ParentAuth = z.infer<typeof parentAuthSchema>;
