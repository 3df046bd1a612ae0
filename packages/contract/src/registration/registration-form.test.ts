import { describe, expect, it } from 'vitest';
import { conditionalContactFields, contactFieldsShownFor } from './contact-fields';
import { contactDetailsSchema, programStepSchema, referralCodeMessages } from './registration-form';

const contact = {
  relationship: 'MOTHER',
  contactEmail: 'siti@test.example',
  contactNumber: '012-3456789',
  occupation: 'Banker',
  addressLine1: '12, Jalan Mawar 3',
  addressLine2: 'Taman Melawati',
  postcode: '53100',
  state: 'Selangor',
};
const problems = (value: unknown) =>
  contactDetailsSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('the contact step: a hidden field never blocks it (issue 27)', () => {
  it('lets a Malaysian on with a passport typed while they were a foreigner', () => {
    expect(problems({ ...contact, nationality: 'malaysia', nric: '880101145678', passport: 'A-1' })).toEqual(
      [],
    );
  });

  it('lets a foreigner on with an NRIC typed while they were Malaysian', () => {
    const foreigner = { ...contact, nationality: 'foreigner', nationalityText: 'Thai', passport: 'a12345' };
    expect(problems({ ...foreigner, nric: '88-01' })).toEqual([]);
    expect(contactDetailsSchema.parse(foreigner).passport).toBe('A12345');
  });

  it('checks every field the chosen nationality shows, and no field the other shows', () => {
    const junk = 'x'.repeat(300);
    const hiddenJunk = Object.fromEntries(conditionalContactFields.map((field) => [field, junk]));
    for (const nationality of ['malaysia', 'foreigner'] as const) {
      const shown = contactFieldsShownFor(nationality);
      const found = problems({ ...contact, ...hiddenJunk, nationality }).map(([path]) => path);
      expect(new Set(found)).toEqual(new Set(shown));
      const empty = problems({ ...contact, nationality }).map(([path]) => path);
      expect(new Set(empty)).toEqual(new Set(shown));
    }
  });

  it("keeps the spec's messages for the shown fields", () => {
    expect(problems({ ...contact, nationality: 'malaysia' })).toEqual([
      ['nric', 'registration.nricRequired'],
    ]);
    expect(problems({ ...contact, nationality: 'malaysia', nric: '8801A' })).toEqual([
      ['nric', 'registration.nricDigits'],
    ]);
    expect(
      problems({ ...contact, nationality: 'foreigner', nationalityText: 'Thai', passport: 'A-1' }),
    ).toEqual([['passport', 'registration.passportCharacters']]);
  });
});

describe('the program step: a referral code entered is checked and valid, or Submit is refused (issue 27)', () => {
  const program = {
    center: '7d6c3a52-5a55-4b43-8f0b-9d7f1c1b2a01',
    package: '1f0c2a52-5a55-4b43-8f0b-9d7f1c1b2a02',
    termsAccepted: true,
  };
  const referralProblem = (value: object) =>
    programStepSchema
      .safeParse({ ...program, ...value })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const unchecked = `isReferralValid: ${referralCodeMessages.validateFirst}`;
  const invalid = `isReferralValid: ${referralCodeMessages.invalid}`;

  it('asks to validate a code never checked', () => {
    expect(referralProblem({ referralCode: 'CICREF23' })).toEqual([unchecked]);
    expect(referralProblem({ referralCode: 'CICREF23', isReferralValid: null })).toEqual([unchecked]);
  });

  it('refuses a code found invalid, and takes one found valid or none at all', () => {
    expect(referralProblem({ referralCode: 'CICNONE9', isReferralValid: false })).toEqual([invalid]);
    expect(referralProblem({ referralCode: 'CICREF23', isReferralValid: true })).toEqual([]);
    expect(referralProblem({ referralCode: '  ', isReferralValid: false })).toEqual([]);
    expect(referralProblem({})).toEqual([]);
  });
});
