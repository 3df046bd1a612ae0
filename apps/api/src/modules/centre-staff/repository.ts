import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import { findCentre } from '../../db/centres';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { centres, managers } from '../../db/schema/index';

export function createCentreStaffRepository(db: Db) {
  const current = (centreId: string) => and(eq(managers.centreId, centreId), isNull(managers.deletedAt));
  const managerColumns = {
    id: managers.id,
    name: managers.name,
    superManager: managers.isSuperManager,
    pinSet: sql<boolean>`${managers.pinHash} is not null`,
  };

  return {
    async teachersOf(centreId: string) {
      return db
        .select(managerColumns)
        .from(managers)
        .where(current(centreId))
        .orderBy(desc(managers.isSuperManager), asc(managers.name));
    },

    managerOfCentre(centreId: string, managerId: string) {
      return db
        .select(managerColumns)
        .from(managers)
        .where(and(current(centreId), eq(managers.id, managerId)))
        .then(rowOrNull);
    },

    /** Whether a current manager of the centre has this name (case-insensitive), other than `exceptId`. */
    async nameTaken(centreId: string, name: string, exceptId?: string) {
      const rows = await db
        .select({ id: managers.id })
        .from(managers)
        .where(
          and(
            current(centreId),
            sql`lower(${managers.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(managers.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async createTeacher(centreId: string, name: string) {
      return returnedRow(
        await db.insert(managers).values({ centreId, name }).returning(managerColumns),
        'manager insert',
      );
    },

    async rename(managerId: string, name: string) {
      return returnedRow(
        await db.update(managers).set({ name }).where(eq(managers.id, managerId)).returning(managerColumns),
        'manager update',
      );
    },

    async softDelete(managerId: string, at: Date) {
      await db.update(managers).set({ deletedAt: at }).where(eq(managers.id, managerId));
    },

    /** Every manager of the centre but one (deleted ones too: their sessions go as well). */
    async otherManagerIds(centreId: string, exceptId: string) {
      const rows = await db
        .select({ id: managers.id })
        .from(managers)
        .where(and(eq(managers.centreId, centreId), ne(managers.id, exceptId)));
      return rows.map((row) => row.id);
    },

    centre: (centreId: string) => findCentre(db, centreId),

    async setCentrePassword(centreId: string, passwordCiphertext: string, at: Date) {
      await db
        .update(centres)
        .set({ passwordCiphertext, passwordUpdatedAt: at })
        .where(eq(centres.id, centreId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type CentreStaffRepository = ReturnType<typeof createCentreStaffRepository>;
