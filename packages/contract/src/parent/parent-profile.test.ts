import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/message-text';
import {
  completeProfileBodySchema,
  profileBasicSchema,
  profileDetailsSchema,
  updateProfileBodySchema,
} from './parent-profile';
import { requestOtpBodySchema, verifyOtpBodySchema } from './parent-sign-in';
import { malaysianProfileDetails as details } from './profile-details.fixture';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= messageText(issue.message);
  return first;
}

describe('parent sign-in schemas', () => {
  it('normalises the e-mail and rejects a bad one with the spec message', () => {
    expect(requestOtpBodySchema.parse({ email: ' Parent@Example.COM ' })).toEqual({
      email: 'parent@example.com',
    });
    expect(messages(requestOtpBodySchema.safeParse({ email: 'nope' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('needs exactly 6 digits for a code', () => {
    expect(verifyOtpBodySchema.parse({ email: 'a@b.co', otp: '123456' })).toMatchObject({
      registrationFlow: false,
    });
    for (const otp of ['12345', '1234567', 'abcdef']) {
      expect(messages(verifyOtpBodySchema.safeParse({ email: 'a@b.co', otp })).otp).toBe(
        'Please enter a valid verification code',
      );
    }
  });
});

describe('profile schemas', () => {
  it('complete-profile messages', () => {
    expect(
      messages(completeProfileBodySchema.safeParse({ salutation: '', fullName: '', phoneNumber: '123' })),
    ).toEqual({
      salutation: 'Please select a salutation',
      fullName: 'Full name is required',
      phoneNumber: 'Please enter a valid phone number',
    });
  });

  it('settings basic messages', () => {
    expect(
      messages(profileBasicSchema.safeParse({ salutation: 'Mr', fullName: 'A', phoneNumber: '1234567' })),
    ).toEqual({
      fullName: 'Name must be at least 2 characters',
      phoneNumber: 'Phone number must be at least 8 digits',
    });
    expect(
      messages(
        profileBasicSchema.safeParse({
          salutation: 'Mr',
          fullName: 'x'.repeat(51),
          phoneNumber: '1'.repeat(16),
        }),
      ),
    ).toEqual({
      fullName: 'Name must be less than 50 characters',
      phoneNumber: 'Phone number must be less than 15 digits',
    });
    expect(
      messages(
        profileBasicSchema.safeParse({ salutation: 'Mr', fullName: 'Ali', phoneNumber: '012-345 678a' }),
      ).phoneNumber,
    ).toBe('Please enter a valid phone number');
    expect(
      profileBasicSchema.safeParse({ salutation: 'Dr', fullName: 'Ali', phoneNumber: '+60 (12) 345678' })
        .success,
    ).toBe(true);
  });

  it('settings details: NRIC for Malaysians, passport for foreigners, formats', () => {
    expect(profileDetailsSchema.safeParse(details).success).toBe(true);
    expect(messages(profileDetailsSchema.safeParse({ ...details, nric: '' })).nric).toBe(
      'NRIC is required for Malaysian citizens',
    );
    expect(messages(profileDetailsSchema.safeParse({ ...details, nric: '900101-14-5678' })).nric).toBe(
      'NRIC must be 12 digits without hyphens',
    );
    expect(
      messages(profileDetailsSchema.safeParse({ ...details, nationality: 'foreigner', nric: '' })).passport,
    ).toBe('Passport is required for foreigners');
    expect(
      profileDetailsSchema.parse({ ...details, nationality: 'foreigner', nric: '', passport: 'a1234567' })
        .passport,
    ).toBe('A1234567');
    expect(
      messages(
        profileDetailsSchema.safeParse({
          ...details,
          postcode: '5045',
          address1: '',
          occupation: '',
          state: 'Mars',
        }),
      ),
    ).toEqual({
      postcode: 'Postcode must be 5 digits',
      address1: 'Address is required',
      occupation: 'Occupation is required',
      state: 'Please select a state',
    });
  });

  it('update-profile takes either form and checks the fields present', () => {
    expect(
      updateProfileBodySchema.safeParse({
        fullName: 'Siti Aminah',
        phoneNumber: '0123456789',
        salutation: 'Ms',
      }).success,
    ).toBe(true);
    expect(updateProfileBodySchema.safeParse(details).success).toBe(true);
    expect(messages(updateProfileBodySchema.safeParse({ phoneNumber: 'abc' })).phoneNumber).toBe(
      'Phone number must be at least 8 digits',
    );
    expect(updateProfileBodySchema.safeParse({}).success).toBe(false);
  });
});
