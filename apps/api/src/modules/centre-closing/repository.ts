import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { languageOrEnglish } from '../../db/schema/columns';
import { centres, checkIns, children, managers } from '../../db/schema/index';

export function createCentreClosingRepository(db: Db) {
  return {
    /** Sets a centre's closing time; the time it had before, or null when no centre has the id. */
    async setClosingTime(centreId: string, closingTime: string) {
      // RETURNING's subquery reads the statement's snapshot: the row as it was before the update.
      const before = db
        .select({ closingTime: centres.closingTime })
        .from(centres)
        .where(eq(centres.id, centreId));
      const [row] = await db
        .update(centres)
        .set({ closingTime })
        .where(eq(centres.id, centreId))
        .returning({ previous: sql<string>`(${before})` });
      return row?.previous ?? null;
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),

    /** Registered centres whose closing time has passed today and whose staff were not yet told today. */
    dueCentres(today: string, clockTime: string) {
      return db
        .select({ id: centres.id, name: centres.name, closingTime: centres.closingTime })
        .from(centres)
        .where(
          and(
            isNotNull(centres.activatedAt),
            lte(centres.closingTime, clockTime),
            or(isNull(centres.closingCheckedOn), lt(centres.closingCheckedOn, today)),
          ),
        )
        .orderBy(asc(centres.id));
    },

    /** The centre's enrolled children whose latest record is today's check-in, with who recorded it. */
    stillCheckedIn(centreId: string, today: string) {
      const latest = db
        .select({
          status: checkIns.status,
          localDate: checkIns.localDate,
          recordedById: checkIns.recordedById,
        })
        .from(checkIns)
        .where(eq(checkIns.childId, children.id))
        .orderBy(desc(checkIns.recordedAt))
        .limit(1)
        .as('latest');
      return db
        .select({ name: children.name, recordedById: latest.recordedById })
        .from(children)
        .innerJoinLateral(latest, sql`true`)
        .where(
          and(
            eq(children.centreId, centreId),
            eq(children.active, true),
            eq(latest.status, 'CHECKIN'),
            eq(latest.localDate, today),
          ),
        )
        .orderBy(asc(children.name), asc(children.id));
    },

    /** The centre's heads of centre and the named teachers, current ones only, in their languages. */
    staffToTell(centreId: string, recorderIds: readonly string[]) {
      return db
        .select({
          managerId: managers.id,
          isHead: managers.isSuperManager,
          email: managers.email,
          language: languageOrEnglish(managers.language),
        })
        .from(managers)
        .where(
          and(
            eq(managers.centreId, centreId),
            isNull(managers.deletedAt),
            recorderIds.length > 0
              ? or(eq(managers.isSuperManager, true), inArray(managers.id, [...recorderIds]))
              : eq(managers.isSuperManager, true),
          ),
        )
        .orderBy(asc(managers.id));
    },

    /** Marks the centre's staff told for the day; false when another run already had. */
    async markChecked(centreId: string, today: string) {
      const rows = await db
        .update(centres)
        .set({ closingCheckedOn: today })
        .where(
          and(
            eq(centres.id, centreId),
            or(isNull(centres.closingCheckedOn), lt(centres.closingCheckedOn, today)),
          ),
        )
        .returning({ id: centres.id });
      return rows.length > 0;
    },
  };
}
