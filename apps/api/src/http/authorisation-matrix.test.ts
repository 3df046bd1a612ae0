import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { allowed, callers, matrix, modulesOf, signInCallers } from '../../test/route-access';

describe('authorisation matrix', () => {
  let t: TestApp;
  let issuers: Map<string, () => Promise<string>>;

  beforeAll(async () => {
    t = await buildTestApp();
    issuers = await signInCallers(t.ctx);
  });

  afterAll(() => t.close());

  it('lists every registered route exactly once', () => {
    const registered = t.app.routeTable.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(matrix).sort());
  });

  it('declares the same access on each route as the matrix', () => {
    for (const route of t.app.routeTable) {
      const expected = matrix[`${route.method} ${route.url}`];
      if (expected === 'public' || expected === undefined) expect(route.access, route.url).toBe(expected);
      else {
        const name = `${route.method} ${route.url}`;
        expect(route.access, name).toMatchObject({ roles: expect.arrayContaining(expected.roles) });
        const declared = route.access === 'public' ? [] : (route.access.modules ?? []);
        expect([...declared].sort(), name).toEqual(modulesOf(expected).sort());
      }
    }
  });

  for (const [key, expected] of Object.entries(matrix)) {
    const [method, pattern] = key.split(' ') as [string, string];
    const url = pattern
      .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
      .replace('*', 'missing.jpg');
    for (const caller of callers) {
      // An allowed caller's event stream never ends: `live-messages.test.ts` opens each over HTTP
      // as each allowed role; here only the refusals, which answer at once.
      const stream = expected !== 'public' && expected.stream === true;
      it.skipIf(stream && allowed(expected, caller))(`${key} as ${caller.label}`, async () => {
        const issue = issuers.get(caller.label);
        const token = issue ? await issue() : undefined;
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const response = await t.app.inject({ method: method as 'GET', url, headers });
        if (allowed(expected, caller)) {
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.statusCode, response.body).not.toBe(401);
          if (expected !== 'public') expect(response.statusCode, response.body).not.toBe(403);
        } else {
          expect(response.statusCode, response.body).toBe(caller.role ? 403 : 401);
          expect(response.json()).toMatchObject({
            success: false,
            code: caller.role ? 'FORBIDDEN' : 'UNAUTHENTICATED',
          });
        }
      });
    }
  }
});
