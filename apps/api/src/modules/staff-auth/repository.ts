import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { grantedModules } from '../../db/granted-modules';
import { centres, managers } from '../../db/schema/index';

export function createStaffAuthRepository(db: Db) {
  return {
    grantedModules: (adminId: string) => grantedModules(db, adminId),

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
