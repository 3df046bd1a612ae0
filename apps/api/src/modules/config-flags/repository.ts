import type { ConfigKey } from '@cic/contract';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { configFlags, managers, sessions } from '../../db/schema/index';

export function createConfigFlagsRepository(db: Db) {
  return {
    async all() {
      return db.select({ key: configFlags.key, enabled: configFlags.enabled }).from(configFlags);
    },

    async enabled(key: ConfigKey) {
      const rows = await db
        .select({ enabled: configFlags.enabled })
        .from(configFlags)
        .where(eq(configFlags.key, key));
      return rows[0]?.enabled ?? false;
    },

    /** Sets a switch (creating a missing row) and records who changed it; answers the previous value. */
    async set(key: ConfigKey, enabled: boolean, adminId: string) {
      const [before] = await db
        .select({ enabled: configFlags.enabled })
        .from(configFlags)
        .where(eq(configFlags.key, key))
        .for('update');
      await db
        .insert(configFlags)
        .values({ key, enabled, updatedByAdminId: adminId })
        .onConflictDoUpdate({
          target: configFlags.key,
          set: { enabled, updatedByAdminId: adminId, updatedAt: new Date() },
        });
      return before?.enabled ?? false;
    },

    /**
     * Ends the sessions of heads of centre that were opened with only the centre password (or
     * before the way in was recorded); answers how many.
     */
    async endCentrePasswordHeadOfCentreSessions() {
      const headsOfCentre = db
        .select({ id: managers.id })
        .from(managers)
        .where(eq(managers.isSuperManager, true));
      const ended = await db
        .delete(sessions)
        .where(
          and(
            inArray(sessions.managerId, headsOfCentre),
            or(isNull(sessions.openedWith), ne(sessions.openedWith, 'personal-password')),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    /**
     * Ends the staff sessions opened without a PIN (the centre password, or before the way in was
     * recorded); a head of centre's own e-mail and password still count (decision 084). Answers how many.
     */
    async endSessionsOpenedWithoutPin() {
      const ended = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.subjectType, 'manager'),
            or(isNull(sessions.openedWith), eq(sessions.openedWith, 'centre-password')),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
