import { type AdminModuleKey, adminModuleKeys, type Role } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInAs } from '../../test/sign-in';

/**
 * Who may call every route, written independently of the routes' own declarations.
 * A route missing here, or listed here but not registered, fails the test.
 */
type Expected = 'public' | { roles: Role[]; module?: AdminModuleKey };
const anyone: Role[] = ['parent', 'teacher', 'super manager', 'admin'];
const staff: Role[] = ['teacher', 'super manager', 'admin'];

const matrix: Record<string, Expected> = {
  'GET /api/v2/': 'public',
  'GET /api/v2/contact': 'public',
  'GET /api/health': 'public',
  'GET /api/files/*': 'public',
  'GET /api/v2/auth': { roles: staff },
  'POST /api/v2/auth/logout': { roles: anyone },
  'GET /api/v2/parent/auth': { roles: ['parent'] },
  'GET /api/v2/parent/me': { roles: ['parent'] },
};

type Caller = { label: string; role: Role | null; modules?: AdminModuleKey[] };
const callers: Caller[] = [
  { label: 'no token', role: null },
  { label: 'parent', role: 'parent' },
  { label: 'teacher', role: 'teacher' },
  { label: 'head of centre', role: 'super manager' },
  { label: 'admin without modules', role: 'admin', modules: [] },
  { label: 'admin with every module', role: 'admin', modules: [...adminModuleKeys] },
];

function allowed(expected: Expected, caller: Caller) {
  if (expected === 'public') return true;
  if (!caller.role || !expected.roles.includes(caller.role)) return false;
  return !expected.module || (caller.modules ?? []).includes(expected.module);
}

describe('authorisation matrix', () => {
  let t: TestApp;
  const issuers = new Map<string, () => Promise<string>>();

  beforeAll(async () => {
    t = await buildTestApp();
    for (const caller of callers) {
      if (!caller.role) continue;
      const person = await signInAs(t.ctx, caller.role, { modules: caller.modules });
      const subject =
        caller.role === 'parent'
          ? ({ subjectType: 'parent', parentId: person.id } as const)
          : caller.role === 'admin'
            ? ({ subjectType: 'admin', adminId: person.id } as const)
            : ({ subjectType: 'manager', managerId: person.id } as const);
      // A fresh session per call, so a logout route cannot sign the next call out.
      issuers.set(caller.label, async () => (await t.ctx.sessions.issue(subject)).token);
    }
  });
  afterAll(() => t.close());

  it('lists every registered route exactly once', () => {
    const registered = t.app.routeTable.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(matrix).sort());
  });

  it('declares the same access on each route as the matrix', () => {
    for (const route of t.app.routeTable) {
      const expected = matrix[`${route.method} ${route.url}`];
      if (expected === 'public') expect(route.access, route.url).toBe('public');
      else
        expect(route.access, `${route.method} ${route.url}`).toMatchObject({
          ...expected,
          roles: expect.arrayContaining(expected?.roles ?? []),
        });
    }
  });

  for (const [key, expected] of Object.entries(matrix)) {
    const [method, pattern] = key.split(' ') as [string, string];
    const url = pattern
      .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
      .replace('*', 'missing.jpg');
    for (const caller of callers) {
      it(`${key} as ${caller.label}`, async () => {
        const issue = issuers.get(caller.label);
        const token = issue ? await issue() : undefined;
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (allowed(expected, caller)) {
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
