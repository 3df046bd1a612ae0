import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { grantedModules } from '../../db/granted-modules';
import { recordWithCentre } from '../../db/row-with-centre';
import { admins, centres, managers } from '../../db/schema/index';

export function createStaffAuthRepository(db: Db) {
  return {
    grantedModules: (adminId: string) => grantedModules(db, adminId),

    managerWithCentre(managerId: string) {
      return recordWithCentre(db, managers, managerId, {
        email: managers.email,
        centreId: centres.id,
        centreName: centres.name,
        language: managers.language,
      });
    },

    async adminLanguage(adminId: string) {
      const [row] = await db.select({ language: admins.language }).from(admins).where(eq(admins.id, adminId));
      return row?.language ?? null;
    },
  };
}
