import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { placeServerError } from './server-errors';

const fields = ['email', 'password', 'centerPassword'] as const;

describe('placeServerError', () => {
  it('puts a message the server ties to a field under that field', () => {
    const error = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'Email already in use',
      field: 'email',
    });
    expect(placeServerError(error, fields)).toEqual({
      fieldErrors: { email: 'Email already in use' },
      formError: null,
    });
  });

  it('reads validation issues by their first path segment', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      issues: [{ path: 'centerPassword', message: 'Password must be at least 8 characters long' }],
    });
    expect(placeServerError(error, fields).fieldErrors).toEqual({
      centerPassword: 'Password must be at least 8 characters long',
    });
  });

  it('shows anything else above the buttons', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'Center is already activated' });
    expect(placeServerError(error, fields)).toEqual({
      fieldErrors: {},
      formError: 'Center is already activated',
    });
    expect(placeServerError(new Error(''), fields).formError).toBe('Something went wrong');
  });
});
