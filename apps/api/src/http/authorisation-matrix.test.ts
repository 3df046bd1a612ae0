import { type AdminModuleKey, adminModuleKeys, type Role } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInAs } from '../../test/sign-in';
import { configFlags } from '../db/schema/index';

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
  'POST /api/v2/auth/logout-all': { roles: anyone },
  'GET /api/v2/parent/auth': { roles: ['parent'] },
  'GET /api/v2/parent/me': { roles: ['parent'] },
  'GET /api/v2/admin/config': 'public',
  'PUT /api/v2/admin/config': { roles: ['admin'], module: 'SETTINGS' },
  'POST /api/v2/admin/auth/login': 'public',
  'POST /api/v2/admin/auth/registration-code': 'public',
  'POST /api/v2/admin/auth/register': 'public',
  'GET /api/v2/admin/admin-modules': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/admin/permissions': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/admin/permissions/:id': { roles: ['admin'], module: 'SETTINGS' },
  'POST /api/v2/admin/permissions/:userId': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/admin/referral-leaderboard': { roles: ['admin'], module: 'REFERRAL' },
  'GET /api/v2/admin/users/parents': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/users/parents/:id': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/users/families': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/users/families/:id': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/checkin/center': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/checkin/center/:centerId': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/checkin/center/:centerId/calendar': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/checkin/center/:centerId/notes': { roles: ['admin'], module: 'CHECKIN' },
  'POST /api/v2/admin/checkin/center/:centerId/notes': { roles: ['admin'], module: 'CHECKIN' },
  'PUT /api/v2/admin/checkin/center/:centerId/notes/:noteId': { roles: ['admin'], module: 'CHECKIN' },
  'DELETE /api/v2/admin/checkin/center/:centerId/notes/:noteId': { roles: ['admin'], module: 'CHECKIN' },
  'POST /api/v2/admin/checkin/center/:centerId/manager': { roles: ['admin'], module: 'CHECKIN' },
  'PUT /api/v2/admin/checkin/center/:centerId/manager/:managerId': { roles: ['admin'], module: 'CHECKIN' },
  'DELETE /api/v2/admin/checkin/center/:centerId/manager/:managerId': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/checkin/:id': { roles: ['admin'], module: 'CHECKIN' },
  'POST /api/v2/admin/auth/super-manager': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/center': 'public',
  'GET /api/v2/center/:id/packages': 'public',
  'POST /api/v2/center/login': 'public',
  'POST /api/v2/center/login-hoc': 'public',
  'GET /api/v2/center/students': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/students/:id/check-in': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/students/:id/check-in': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/super-manager/permission': { roles: ['super manager'] },
  'POST /api/v2/super-manager/permission': { roles: ['super manager'] },
  'PUT /api/v2/super-manager/permission/:managerId': { roles: ['super manager'] },
  'DELETE /api/v2/super-manager/permission/:managerId': { roles: ['super manager'] },
  'GET /api/v2/super-manager/settings': { roles: ['super manager'] },
  'POST /api/v2/super-manager/settings/center-password': { roles: ['super manager'] },
  'POST /api/v2/parent/auth/request-otp': 'public',
  'POST /api/v2/parent/auth/verify-otp': 'public',
  'POST /api/v2/parent/auth/check-email': { roles: ['parent'] },
  'POST /api/v2/parent/auth/register': { roles: ['parent'] },
  'POST /api/v2/parent/auth/update-profile': { roles: ['parent'] },
  'POST /api/v2/parent/family': { roles: ['parent'] },
  'POST /api/v2/parent/generate-referral': { roles: ['parent'] },
  'GET /api/v2/parent/children/:childId/check-in': { roles: ['parent'] },
  'GET /api/v2/parent/:childId/check-in': { roles: ['parent'] },
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
    // Head-of-centre routes answer 403 'switched off' while hoc-login is off (a fresh database).
    await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'hoc-login'));
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
