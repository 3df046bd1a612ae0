import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { adminModules, adminPermissions } from './schema/index';

/**
 * A module granted to an admin as every reader shows it: its key, its place in the admin's own
 * order and whether it is switched on. Read with `adminPermissions` joined to `adminModules`.
 */
export const grantedModuleColumns = {
  key: adminModules.key,
  order: adminPermissions.sortOrder,
  isEnabled: adminModules.isEnabled,
};

/**
 * The modules granted to an admin in the admin's own order, each with whether it is switched on:
 * what the staff "me" answer lists, what a session admits (the switched-on ones) and what a
 * permissions change audits as before.
 */
export function grantedModules(db: Db, adminId: string) {
  return db
    .select(grantedModuleColumns)
    .from(adminPermissions)
    .innerJoin(adminModules, eq(adminModules.id, adminPermissions.moduleId))
    .where(eq(adminPermissions.adminId, adminId))
    .orderBy(asc(adminPermissions.sortOrder));
}
