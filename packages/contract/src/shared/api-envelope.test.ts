import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCodes, errorEnvelopeSchema, errorStatus, pageEnvelope, successEnvelope } from './api-envelope';
import { pageQuerySchema } from './page-query';

describe('API envelope', () => {
  it('maps every error code to its HTTP status', () => {
    // Each code's own status is pinned where the API answers with it (`expectRefusal` in its tests).
    for (const code of errorCodes) {
      expect(errorEnvelopeSchema.shape.code.safeParse(code).success, code).toBe(true);
      expect(Math.floor(errorStatus[code] / 100), code).toBe(code === 'INTERNAL' ? 5 : 4);
    }
    // A status names one code, but for 403: forbidden to this user, or a feature switched off.
    const sharing = errorCodes.filter((code) =>
      errorCodes.some((other) => other !== code && errorStatus[other] === errorStatus[code]),
    );
    expect(sharing).toEqual(['FORBIDDEN', 'FEATURE_DISABLED']);
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
