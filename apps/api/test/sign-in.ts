import { randomUUID } from 'node:crypto';
import type { AdminModuleKey } from '@cic/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import {
  adminModules,
  adminPermissions,
  admins,
  centres,
  managers,
  parents,
  sessions,
} from '../src/db/schema/index';

export type TestRole = 'parent' | 'teacher' | 'super manager' | 'admin';

/** The authorization header a signed-in client sends with its token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a centre that is activated, with a password. */
export async function createCentre(
  ctx: AppContext,
  name = `Centre ${randomUUID().slice(0, 8)}`,
  password = 'centre-pass-1',
) {
  const [centre] = await ctx.db
    .insert(centres)
    .values({
      name,
      type: 'company',
      activatedAt: new Date(),
      passwordCiphertext: ctx.cipher.encrypt(password),
      passwordUpdatedAt: new Date(),
    })
    .returning();
  if (!centre) throw new Error('centre not created');
  return centre;
}

/**
 * Signs in as a fresh person of the given role and returns the bearer token. Admins get exactly
 * the modules listed. Staff are placed in `centreId` when given.
 */
export async function signInAs(
  ctx: AppContext,
  role: TestRole,
  options: { modules?: AdminModuleKey[]; centreId?: string; email?: string } = {},
) {
  const unique = randomUUID().slice(0, 8);
  if (role === 'parent') {
    const [parent] = await ctx.db
      .insert(parents)
      .values({ email: options.email ?? `parent-${unique}@test.example`, emailVerifiedAt: new Date() })
      .returning();
    if (!parent) throw new Error('parent not created');
    const { token } = await ctx.sessions.issue({ subjectType: 'parent', parentId: parent.id });
    return { token, id: parent.id, email: parent.email };
  }
  if (role === 'admin') {
    const [admin] = await ctx.db
      .insert(admins)
      .values({ email: options.email ?? `admin-${unique}@test.example`, passwordHash: 'not-used-in-tests' })
      .returning();
    if (!admin) throw new Error('admin not created');
    const keys = options.modules ?? [];
    if (keys.length > 0) {
      const rows = await ctx.db.select().from(adminModules).where(inArray(adminModules.key, keys));
      await ctx.db.insert(adminPermissions).values(
        rows.map((module) => ({
          adminId: admin.id,
          moduleId: module.id,
          sortOrder: keys.indexOf(module.key) + 1,
        })),
      );
    }
    const { token } = await ctx.sessions.issue({ subjectType: 'admin', adminId: admin.id });
    return { token, id: admin.id, email: admin.email };
  }
  const centreId = options.centreId ?? (await createCentre(ctx)).id;
  const [manager] = await ctx.db
    .insert(managers)
    .values({ centreId, name: `Teacher ${unique}`, isSuperManager: role === 'super manager' })
    .returning();
  if (!manager) throw new Error('manager not created');
  const { token } = await ctx.sessions.issue({ subjectType: 'manager', managerId: manager.id });
  // Opened a day ago, as a teacher's session at the door would have been: records the tests date in
  // the past (offline ones, up to 24 hours) were taken under it (decision 092).
  await ctx.db
    .update(sessions)
    .set({ createdAt: sql`${sessions.createdAt} - interval '25 hours'` })
    .where(eq(sessions.managerId, manager.id));
  return { token, id: manager.id, centreId, name: manager.name };
}

export async function deleteManager(ctx: AppContext, managerId: string) {
  await ctx.db.update(managers).set({ deletedAt: new Date() }).where(eq(managers.id, managerId));
}
