import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isParentsChild } from '../../db/family-children';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { absences } from '../../db/schema/index';

export type NewAbsence = typeof absences.$inferInsert;

const absenceColumns = {
  id: absences.id,
  from: absences.firstDay,
  to: absences.lastDay,
  reason: absences.reason,
  note: absences.note,
};

export function createAbsencesRepository(db: Db) {
  return {
    /** With `lock`, two reports for one child wait for each other, so both cannot pass the overlap check. */
    isParentsChild: (parentId: string, childId: string, lock = false) =>
      isParentsChild(db, parentId, childId, lock),

    /** The child's reports that end on `day` or later, first day first. */
    async endingFrom(childId: string, day: string) {
      return db
        .select(absenceColumns)
        .from(absences)
        .where(and(eq(absences.childId, childId), gte(absences.lastDay, day)))
        .orderBy(asc(absences.firstDay), asc(absences.id));
    },

    /** Whether a report of the child shares a day with `from`–`to`. */
    async overlaps(childId: string, from: string, to: string) {
      const rows = await db
        .select({ id: absences.id })
        .from(absences)
        .where(and(eq(absences.childId, childId), gte(absences.lastDay, from), lte(absences.firstDay, to)))
        .limit(1);
      return rows.length > 0;
    },

    find(childId: string, absenceId: string) {
      return db
        .select(absenceColumns)
        .from(absences)
        .where(and(eq(absences.id, absenceId), eq(absences.childId, childId)))
        .then(rowOrNull);
    },

    async insert(values: NewAbsence) {
      return returnedRow(
        await db.insert(absences).values(values).returning(absenceColumns),
        'absence insert',
      );
    },

    /** Deletes the report if its first day is still after `today`; false when it is gone or has started. */
    async deleteBefore(childId: string, absenceId: string, today: string) {
      const rows = await db
        .delete(absences)
        .where(
          and(
            eq(absences.id, absenceId),
            eq(absences.childId, childId),
            sql`${absences.firstDay} > ${today}::date`,
          ),
        )
        .returning({ id: absences.id });
      return rows.length > 0;
    },
  };
}
