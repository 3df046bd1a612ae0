import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { profileFieldErrors, profileFieldOf } from './profile-errors';

describe('profileFieldOf', () => {
  it('maps the server names to the form fields', () => {
    expect(profileFieldOf('phone_number')).toBe('phoneNumber');
    expect(profileFieldOf('phoneNumber')).toBe('phoneNumber');
    expect(profileFieldOf('nric')).toBe('nric');
    expect(profileFieldOf('passport')).toBe('passport');
  });

  it('ignores fields the forms do not have', () => {
    expect(profileFieldOf('email')).toBeNull();
    expect(profileFieldOf(undefined)).toBeNull();
    expect(profileFieldOf('')).toBeNull();
  });
});

describe('profileFieldErrors', () => {
  it('takes the named field and the validation issues', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'This NRIC is already used by another parent',
      field: 'nric',
      issues: [
        { path: 'nric', message: 'ignored, the field message wins' },
        { path: 'phone_number', message: 'Please enter a valid phone number' },
        { path: 'email', message: 'not a form field' },
      ],
    });
    expect(profileFieldErrors(error)).toEqual([
      { field: 'nric', message: 'This NRIC is already used by another parent' },
      { field: 'phoneNumber', message: 'Please enter a valid phone number' },
    ]);
  });

  it('has nothing for other failures', () => {
    expect(profileFieldErrors(new Error('offline'))).toEqual([]);
    expect(
      profileFieldErrors(new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong' })),
    ).toEqual([]);
  });
});
