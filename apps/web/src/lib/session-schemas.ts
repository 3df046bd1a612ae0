import type { ParentAuth, SignOutEverywhereResult, StaffMe } from '@cic/contract';
import {
  adminModuleKeys,
  citizenships,
  familyRelations,
  salutations,
  staffRoles,
} from '@cic/contract/shared/enums';
import { languages } from '@/i18n/languages';
import { answerSchema, arrayOf, boolean, integer, nullable, object, oneOf, string } from './answer-check';

/**
 * The session answers' checks, loaded by the first session check rather than with every page
 * (decision 026). Hand-written rather than the contract's zod schemas, which would bring zod to
 * every signed-in area's first page (decision 055); `session-schemas.test.ts` holds them to those.
 */

/** `GET /auth`: the contract's `staffMeSchema`. */
export const staffMeSchema = answerSchema<StaffMe>(
  object({
    id: string,
    role: oneOf(staffRoles),
    name: nullable(string),
    email: nullable(string),
    centre: nullable(object({ id: string, name: string })),
    modules: arrayOf(object({ key: oneOf(adminModuleKeys), order: integer, isEnabled: boolean })),
    language: nullable(oneOf(languages)),
  }),
);

const familyLink = object({
  relation: oneOf(familyRelations),
  family: object({
    id: string,
    name: string,
    children: arrayOf(
      object({
        id: string,
        name: string,
        active: boolean,
        center: object({ name: string }),
        lastCheckInImage: nullable(string),
      }),
    ),
    members: arrayOf(
      object({
        id: string,
        relation: oneOf(familyRelations),
        parent: object({ fullName: nullable(string), email: string, verified: boolean }),
      }),
    ),
  }),
});

/** `GET /parent/auth`: the contract's `parentAuthSchema`. */
export const parentAuthSchema = answerSchema<ParentAuth>(
  object({
    user: object({
      id: string,
      email: string,
      role: oneOf(['parent']),
      salutation: nullable(oneOf(salutations)),
      fullName: nullable(string),
      phoneNumber: nullable(string),
      nationality: nullable(oneOf(citizenships)),
      nric: nullable(string),
      passport: nullable(string),
      occupation: nullable(string),
      address1: nullable(string),
      address2: nullable(string),
      postcode: nullable(string),
      state: nullable(string),
      country: nullable(string),
      referralCode: nullable(string),
      families: arrayOf(familyLink),
    }),
    needsUpdate: boolean,
    language: nullable(oneOf(languages)),
  }),
);

/** `POST /auth/logout-all`: the contract's `signOutEverywhereResultSchema`. */
export const signOutEverywhereResultSchema = answerSchema<SignOutEverywhereResult>(
  object({ endedSessions: integer }),
);
