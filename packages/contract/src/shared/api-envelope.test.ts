import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, errorStatus, pageEnvelope, successEnvelope } from './api-envelope';
import { pageQuerySchema } from './page-query';

describe('API envelope', () => {
  it('maps every error code to its HTTP status', () => {
    expect(errorStatus).toEqual({
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      FEATURE_DISABLED: 403,
      NOT_FOUND: 404,
      METHOD_NOT_ALLOWED: 405,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA: 415,
      RATE_LIMITED: 429,
      INTERNAL: 500,
    });
  });

  it('accepts a failure with field and issues and rejects an unknown code', () => {
    const failure = {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'NRIC is required',
      field: 'nric',
      issues: [{ path: 'nric', message: 'NRIC is required' }],
    };
    expect(errorEnvelopeSchema.parse(failure)).toEqual(failure);
    expect(errorEnvelopeSchema.safeParse({ ...failure, code: 'TEAPOT' }).success).toBe(false);
  });

  it('wraps payloads and pages', () => {
    expect(successEnvelope(z.object({ id: z.string() })).parse({ success: true, data: { id: 'a' } })).toEqual(
      { success: true, data: { id: 'a' } },
    );
    const page = pageEnvelope(z.number()).parse({
      success: true,
      data: [1, 2],
      meta: { page: 1, limit: 50, total: 2 },
    });
    expect(page.meta.total).toBe(2);
  });

  it('defaults page 1 and limit 50, coerces query strings and caps the limit', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(pageQuerySchema.parse({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20 });
    expect(pageQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
