import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expectRefusal } from '../../test/refusal';
import { bearer, createCentre, signInAs } from '../../test/sign-in';

const notAllowed = {
  code: 'VALIDATION_FAILED',
  message: 'This text contains characters that are not allowed.',
};

/**
 * Issue 19: NUL in a query string or in the forwarded address reached PostgreSQL and answered 500.
 * Fastify's query objects have a prototype of their own, which the string rule's walk skipped.
 */
describe('the string rule on query strings and the client address', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For gives the address the sign-in counters are keyed by.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    admin = (await signInAs(t.ctx, 'admin', { modules: ['USER', 'SETTINGS', 'CHECKIN', 'REGISTRATION'] }))
      .token;
  });
  afterAll(() => t.close());

  it('refuses NUL in a search with 400 naming the field, on every searchable list', async () => {
    for (const list of ['users/parents', 'users/families', 'permissions', 'checkin/center', 'registration']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/admin/${list}?search=a%00b`,
        headers: bearer(admin),
      });
      expect(response.statusCode, list).toBe(400);
      expect(response.json(), list).toEqual({
        success: false,
        ...notAllowed,
        field: 'search',
        messageCode: 'common.unsafeText',
      });
    }
  });

  it('refuses NUL in a query parameter no route declares, which would never reach a query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2?unknown=%00' });
    expectRefusal(response, 400, { ...notAllowed, field: 'unknown' });
  });

  it('refuses NUL in the forwarded address of a sign-in before any counter is keyed by it', async () => {
    const centre = await createCentre(t.ctx);
    const forwarded = { 'x-forwarded-for': 'a\u0000b' };
    const centreLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/login',
      headers: forwarded,
      payload: { id: centre.id, password: 'wrong-password' },
    });
    expectRefusal(centreLogin, 400, { ...notAllowed, field: 'x-forwarded-for' });
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/auth/login',
      headers: forwarded,
      payload: { email: 'someone@test.example', password: 'wrong-password' },
    });
    expectRefusal(adminLogin, 400, { ...notAllowed, field: 'x-forwarded-for' });
  });
});
