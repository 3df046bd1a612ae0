import type { AdminModuleKey } from '@cic/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { adminModules, adminPermissions, admins } from '../src/db/schema/index';

/** An admin granted one module, and a session token for it: who the bench calls the admin API as. */
export async function benchAdmin(ctx: AppContext, moduleKey: AdminModuleKey) {
  const [admin] = await ctx.db
    .insert(admins)
    .values({ email: `bench-${moduleKey.toLowerCase()}@bench.test`, passwordHash: 'not-used' })
    .returning();
  const [module] = await ctx.db.select().from(adminModules).where(eq(adminModules.key, moduleKey));
  if (!admin || !module) throw new Error(`bench ${moduleKey} admin not created`);
  await ctx.db.insert(adminPermissions).values({ adminId: admin.id, moduleId: module.id, sortOrder: 1 });
  const { token } = await ctx.sessions.issue({ subjectType: 'admin', adminId: admin.id });
  return { id: admin.id, token };
}
