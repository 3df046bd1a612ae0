import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { grantedModules } from '../../db/granted-modules';
import { rowOrNull } from '../../db/row-or-null';
import { admins, centres, managers } from '../../db/schema/index';

export function createStaffAuthRepository(db: Db) {
  return {
    grantedModules: (adminId: string) => grantedModules(db, adminId),

    managerWithCentre(managerId: string) {
      return db
        .select({
          email: managers.email,
          centreId: centres.id,
          centreName: centres.name,
          language: managers.language,
        })
        .from(managers)
        .innerJoin(centres, eq(centres.id, managers.centreId))
        .where(eq(managers.id, managerId))
        .then(rowOrNull);
    },

    async adminLanguage(adminId: string) {
      const [row] = await db.select({ language: admins.language }).from(admins).where(eq(admins.id, adminId));
      return row?.language ?? null;
    },
  };
}
