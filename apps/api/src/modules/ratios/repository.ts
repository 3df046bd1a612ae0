import { type CareType, type ChildrenOfAge, defaultRatioRules, type RatioBand } from '@cic/contract';
import { and, asc, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { rowOrNull } from '../../db/row-or-null';
import { languageOrEnglish } from '../../db/schema/columns';
import {
  centres,
  managers,
  ratioChildCounts,
  ratioDays,
  ratioRules,
  ratioSettings,
  staffShifts,
} from '../../db/schema/index';

/** A centre's day of ratio as kept (decision 131). */
export type RatioDay = {
  staffPresent: number;
  staffNeeded: number;
  outSince: Date | null;
  outSeconds: number;
};

const dayColumns = {
  staffPresent: ratioDays.staffPresent,
  staffNeeded: ratioDays.staffNeeded,
  outSince: ratioDays.outSince,
  outSeconds: ratioDays.outSeconds,
};

/** The contract's default bands as the settle function reads them: `{"TASKA": [[0, 3], ...]}`. */
const defaultBandsJson = JSON.stringify(
  Object.fromEntries(
    Object.entries(defaultRatioRules).map(([type, bands]) => [
      type,
      bands.map((band) => [band.fromAge, band.childrenPerStaff]),
    ]),
  ),
);

const atDay = (centreId: string, day: string) =>
  and(eq(ratioDays.localDate, day), eq(ratioDays.centreId, centreId));

export function createRatiosRepository(db: Db) {
  return {
    /**
     * Settles the centre's day in one statement (`settle_ratio_day`, migration 0045, decision 132):
     * answers the start of an out-of-ratio episode it opened, else null. With `today` null only the
     * staff needed are stored (the demo seed: no episode without its alert queued).
     */
    async settleDay(centreId: string, day: string, now: Date, today: string | null): Promise<Date | null> {
      const result = await db.execute(
        sql`select settle_ratio_day(${centreId}::uuid, ${day}::date, ${now.toISOString()}::timestamptz, ${today}::date, ${defaultBandsJson}::jsonb) as since`,
      );
      const since = (result as unknown as { rows: { since: string | Date | null }[] }).rows[0]?.since;
      return since ? new Date(since) : null;
    },

    dayOf(centreId: string, day: string): Promise<RatioDay | null> {
      return db.select(dayColumns).from(ratioDays).where(atDay(centreId, day)).then(rowOrNull);
    },

    /** Children checked in and not out at the centre that day, by age in whole years. */
    presentByAge(centreId: string, day: string): Promise<ChildrenOfAge[]> {
      return db
        .select({ age: ratioChildCounts.age, children: ratioChildCounts.children })
        .from(ratioChildCounts)
        .where(
          and(
            eq(ratioChildCounts.centreId, centreId),
            eq(ratioChildCounts.localDate, day),
            ne(ratioChildCounts.children, 0),
          ),
        );
    },

    /** The centre's type and its bands by age (none when the centre does not exist). */
    async bandsOfCentre(centreId: string): Promise<{ careType: CareType; bands: RatioBand[] } | null> {
      const rows = await db
        .select({
          careType: centres.careType,
          fromAge: ratioRules.fromAge,
          childrenPerStaff: ratioRules.childrenPerStaff,
        })
        .from(centres)
        .leftJoin(ratioRules, eq(ratioRules.careType, centres.careType))
        .where(eq(centres.id, centreId))
        .orderBy(asc(ratioRules.fromAge));
      const first = rows[0];
      if (!first) return null;
      return {
        careType: first.careType,
        bands: rows.flatMap((row) =>
          row.fromAge === null || row.childrenPerStaff === null
            ? []
            : [{ fromAge: row.fromAge, childrenPerStaff: row.childrenPerStaff }],
        ),
      };
    },

    /** Every type's bands, by type then age. */
    allRules() {
      return db
        .select({
          careType: ratioRules.careType,
          fromAge: ratioRules.fromAge,
          childrenPerStaff: ratioRules.childrenPerStaff,
        })
        .from(ratioRules)
        .orderBy(asc(ratioRules.careType), asc(ratioRules.fromAge));
    },

    /** Replaces a type's bands; answers the ones it had. */
    async replaceRules(careType: CareType, bands: readonly RatioBand[], adminId: string) {
      const before = await db
        .delete(ratioRules)
        .where(eq(ratioRules.careType, careType))
        .returning({ fromAge: ratioRules.fromAge, childrenPerStaff: ratioRules.childrenPerStaff });
      await db
        .insert(ratioRules)
        .values(bands.map((band) => ({ careType, ...band, updatedByAdminId: adminId })));
      return before.sort((a, b) => a.fromAge - b.fromAge);
    },

    /** The centres of a type with a kept row on the day: whose needs a new rule changes. */
    async centresOfTypeOn(careType: CareType, day: string) {
      const rows = await db
        .select({ id: ratioDays.centreId })
        .from(ratioDays)
        .innerJoin(centres, eq(centres.id, ratioDays.centreId))
        .where(and(eq(ratioDays.localDate, day), eq(centres.careType, careType)));
      return rows.map((row) => row.id);
    },

    /** Sets a centre's type; answers the one it had, or null when no centre has the id. */
    async setCareType(centreId: string, careType: CareType) {
      const before = db.select({ careType: centres.careType }).from(centres).where(eq(centres.id, centreId));
      const [row] = await db
        .update(centres)
        .set({ careType })
        .where(eq(centres.id, centreId))
        .returning({ previous: sql<CareType>`(${before})` });
      return row?.previous ?? null;
    },

    async alertMinutes(): Promise<number | null> {
      const row = await db
        .select({ minutes: ratioSettings.alertMinutes })
        .from(ratioSettings)
        .where(eq(ratioSettings.id, 1))
        .then(rowOrNull);
      return row?.minutes ?? null;
    },

    /** Sets the alert minutes; answers the ones stored before (null: the default applied). */
    async setAlertMinutes(minutes: number, adminId: string) {
      const before = await db
        .select({ minutes: ratioSettings.alertMinutes })
        .from(ratioSettings)
        .where(eq(ratioSettings.id, 1))
        .for('update')
        .then(rowOrNull);
      await db
        .insert(ratioSettings)
        .values({ id: 1, alertMinutes: minutes, updatedByAdminId: adminId })
        .onConflictDoUpdate({
          target: ratioSettings.id,
          set: { alertMinutes: minutes, updatedByAdminId: adminId, updatedAt: new Date() },
        });
      return before?.minutes ?? null;
    },

    /** The centre's kept days from `from` to `to`, newest first. */
    history(centreId: string, from: string, to: string) {
      return db
        .select({ day: ratioDays.localDate, outSince: ratioDays.outSince, outSeconds: ratioDays.outSeconds })
        .from(ratioDays)
        .where(
          and(eq(ratioDays.centreId, centreId), gte(ratioDays.localDate, from), lte(ratioDays.localDate, to)),
        )
        .orderBy(desc(ratioDays.localDate));
    },

    centreName(centreId: string) {
      return db
        .select({ name: centres.name })
        .from(centres)
        .where(eq(centres.id, centreId))
        .then((rows) => rows[0]?.name ?? null);
    },

    /** What the alert reads: the episode and whose alert went out. */
    alertState(centreId: string, day: string) {
      return db
        .select({ ...dayColumns, alertedSince: ratioDays.alertedSince, centreName: centres.name })
        .from(ratioDays)
        .innerJoin(centres, eq(centres.id, ratioDays.centreId))
        .where(atDay(centreId, day))
        .then(rowOrNull);
    },

    /** Marks the episode told; false when it ended or was told already. */
    async markAlerted(centreId: string, day: string, since: Date) {
      const rows = await db
        .update(ratioDays)
        .set({ alertedSince: since })
        .where(
          and(
            atDay(centreId, day),
            eq(ratioDays.outSince, since),
            sql`${ratioDays.alertedSince} IS DISTINCT FROM ${since.toISOString()}::timestamptz`,
          ),
        )
        .returning({ centreId: ratioDays.centreId });
      return rows.length > 0;
    },

    /** The centre's heads of centre and the staff clocked in there that day, current ones only. */
    peopleToTell(centreId: string, day: string) {
      const clockedIn = db
        .select({ id: staffShifts.managerId })
        .from(staffShifts)
        .where(
          and(
            eq(staffShifts.centreId, centreId),
            eq(staffShifts.localDate, day),
            isNull(staffShifts.endedAt),
          ),
        );
      return db
        .select({ managerId: managers.id, language: languageOrEnglish(managers.language) })
        .from(managers)
        .where(
          and(
            eq(managers.centreId, centreId),
            isNull(managers.deletedAt),
            sql`(${managers.isSuperManager} OR ${managers.id} IN ${clockedIn})`,
          ),
        )
        .orderBy(asc(managers.id));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type RatiosRepository = ReturnType<typeof createRatiosRepository>;
