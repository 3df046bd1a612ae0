import type { Language } from '@cic/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, managers, parents } from '../../db/schema/index';
import type { Principal } from '../../http/principal';

export function createPersonLanguageRepository(db: Db) {
  return {
    /** Keeps the signed-in person's language with their account, whichever kind it is. */
    async set(principal: Principal, language: Language): Promise<void> {
      if (principal.role === 'parent') {
        await db.update(parents).set({ language }).where(eq(parents.id, principal.parentId));
      } else if (principal.role === 'admin') {
        await db.update(admins).set({ language }).where(eq(admins.id, principal.adminId));
      } else {
        await db.update(managers).set({ language }).where(eq(managers.id, principal.managerId));
      }
    },
  };
}
