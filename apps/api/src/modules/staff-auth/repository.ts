import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminModules, adminPermissions, centres, managers } from '../../db/schema/index';

export function createStaffAuthRepository(db: Db) {
  return {
    async grantedModules(adminId: string) {
      return db
        .select({
          key: adminModules.key,
          order: adminPermissions.sortOrder,
          isEnabled: adminModules.isEnabled,
        })
        .from(adminPermissions)
        .innerJoin(adminModules, eq(adminModules.id, adminPermissions.moduleId))
        .where(eq(adminPermissions.adminId, adminId))
        .orderBy(asc(adminPermissions.sortOrder));
    },

    async managerWithCentre(managerId: string) {
      const rows = await db
        .select({ email: managers.email, centreId: centres.id, centreName: centres.name })
        .from(managers)
        .innerJoin(centres, eq(centres.id, managers.centreId))
        .where(eq(managers.id, managerId));
      return rows[0] ?? null;
    },
  };
}
