import * as contract from '@cic/contract';
import { describe, expect, it } from 'vitest';
import type { AnswerSchema } from './api-client';
import { parentAuthSchema, signOutEverywhereResultSchema, staffMeSchema } from './session-schemas';

const staffMe = {
  id: '5b0e6c0e-8f4a-4c1e-9a57-0d2f1c3b4a51',
  role: 'admin',
  name: 'Aisyah',
  email: 'aisyah@example.com',
  centre: { id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e62', name: 'Bangsar' },
  modules: [{ key: 'CHECKIN', order: 1, isEnabled: true }],
  language: 'ms',
};

const parentAuth = {
  user: {
    id: '7e6d5c4b-3a29-4f18-9e07-d6c5b4a39283',
    email: 'mother@example.com',
    role: 'parent',
    salutation: 'Mrs',
    fullName: 'Siti',
    phoneNumber: '0123456789',
    nationality: 'malaysia',
    nric: '900101-14-1234',
    passport: null,
    occupation: null,
    address1: null,
    address2: null,
    postcode: null,
    state: null,
    country: null,
    referralCode: 'ABC123',
    families: [
      {
        relation: 'mother',
        family: {
          id: '2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c94',
          name: 'Family',
          children: [
            {
              id: '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a05',
              name: 'Adam',
              active: true,
              center: { name: 'Bangsar' },
              lastCheckInImage: null,
            },
          ],
          members: [
            {
              id: '3c2b1a09-f8e7-4d6c-9b5a-4a3928170616',
              relation: 'father',
              parent: { fullName: null, email: 'f@example.com', verified: false },
            },
          ],
        },
      },
    ],
  },
  needsUpdate: false,
  language: null,
};

/** Answers each check must judge as the contract's zod schema does. */
const cases: {
  name: string;
  check: AnswerSchema;
  schema: AnswerSchema;
  valid: unknown;
  invalid: unknown[];
}[] = [
  {
    name: 'staff session (GET /auth)',
    check: staffMeSchema,
    schema: contract.staffMeSchema,
    valid: staffMe,
    invalid: [
      null,
      [],
      { ...staffMe, role: 'parent' },
      { ...staffMe, name: undefined },
      { ...staffMe, centre: { id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e62' } },
      { ...staffMe, modules: [{ key: 'NOPE', order: 1, isEnabled: true }] },
      { ...staffMe, modules: [{ key: 'CHECKIN', order: 1.5, isEnabled: true }] },
      { ...staffMe, modules: {} },
      { ...staffMe, language: 'fr' },
    ],
  },
  {
    name: 'parent session (GET /parent/auth)',
    check: parentAuthSchema,
    schema: contract.parentAuthSchema,
    valid: parentAuth,
    invalid: [
      { user: parentAuth.user },
      { ...parentAuth, needsUpdate: 'no' },
      { ...parentAuth, language: undefined },
      { ...parentAuth, user: { ...parentAuth.user, role: 'admin' } },
      { ...parentAuth, user: { ...parentAuth.user, salutation: 'Sir' } },
      { ...parentAuth, user: { ...parentAuth.user, nationality: 'mars' } },
      { ...parentAuth, user: { ...parentAuth.user, families: [{ relation: 'aunt', family: {} }] } },
    ],
  },
  {
    name: 'sign out everywhere (POST /auth/logout-all)',
    check: signOutEverywhereResultSchema,
    schema: contract.signOutEverywhereResultSchema,
    valid: { endedSessions: 3 },
    invalid: [{}, { endedSessions: '3' }, { endedSessions: Number.NaN }, 'x'],
  },
];

describe('session answer checks', () => {
  for (const { name, check, schema, valid, invalid } of cases) {
    it(`accepts what the contract accepts, keeping only its keys: ${name}`, () => {
      const withExtra = { ...(valid as object), unexpected: 'dropped' };
      const ours = check.safeParse(withExtra);
      const zods = schema.safeParse(withExtra);
      expect(ours.success).toBe(true);
      expect(ours).toEqual(
        zods.success ? { success: true, data: zods.data } : 'zod refused the valid answer',
      );
    });

    it(`refuses what the contract refuses: ${name}`, () => {
      for (const answer of invalid) {
        expect(schema.safeParse(answer).success, JSON.stringify(answer)).toBe(false);
        expect(check.safeParse(answer).success, JSON.stringify(answer)).toBe(false);
      }
    });
  }
});
