import { and, eq, ne, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import { centreTeachers, currentTeacherOf, teacherColumns } from '../../db/centre-teachers';
import { findCentre } from '../../db/centres';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { centres, managers } from '../../db/schema/index';

export function createCentreStaffRepository(db: Db) {
  return {
    teachersOf: (centreId: string) => centreTeachers(db, centreId),

    managerOfCentre(centreId: string, managerId: string) {
      return db
        .select(teacherColumns)
        .from(managers)
        .where(and(currentTeacherOf(centreId), eq(managers.id, managerId)))
        .then(rowOrNull);
    },

    /** Whether a current manager of the centre has this name (case-insensitive), other than `exceptId`. */
    async nameTaken(centreId: string, name: string, exceptId?: string) {
      const rows = await db
        .select({ id: managers.id })
        .from(managers)
        .where(
          and(
            currentTeacherOf(centreId),
            sql`lower(${managers.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(managers.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async createTeacher(centreId: string, name: string) {
      return returnedRow(
        await db.insert(managers).values({ centreId, name }).returning(teacherColumns),
        'manager insert',
      );
    },

    async rename(managerId: string, name: string) {
      return returnedRow(
        await db.update(managers).set({ name }).where(eq(managers.id, managerId)).returning(teacherColumns),
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
