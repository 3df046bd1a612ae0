import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusedField } from './refused-field';

const refusal = (field?: string) =>
  new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'The last day is too far ahead.', field });

describe('refusedField', () => {
  it("names the form's field the server refused, with the server's words", () => {
    expect(refusedField(refusal('to'), ['from', 'to'])).toEqual({
      field: 'to',
      message: 'The last day is too far ahead.',
    });
  });

  it('is null for a field the form does not have, a refusal of no field, or another failure', () => {
    expect(refusedField(refusal('childId'), ['from', 'to'])).toBeNull();
    expect(refusedField(refusal(), ['from', 'to'])).toBeNull();
    expect(refusedField(new Error('offline'), ['from', 'to'])).toBeNull();
  });
});
