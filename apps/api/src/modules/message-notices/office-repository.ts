import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languageOrEnglish } from '../../db/schema/columns';
import { adminModules, adminPermissions, admins } from '../../db/schema/index';

/** Whom head office's notices go to (decision 116). */
export function createOfficeNoticesRepository(db: Db) {
  return {
    /** The admins granted MESSAGES, with their e-mail and saved language. */
    messagesAdmins() {
      return db
        .select({ adminId: admins.id, email: admins.email, language: languageOrEnglish(admins.language) })
        .from(admins)
        .innerJoin(adminPermissions, eq(adminPermissions.adminId, admins.id))
        .innerJoin(adminModules, eq(adminModules.id, adminPermissions.moduleId))
        .where(and(eq(adminModules.key, 'MESSAGES'), eq(adminModules.isEnabled, true)))
        .orderBy(asc(admins.id));
    },
  };
}
