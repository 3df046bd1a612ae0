import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  medicationAuthorisations as authorisations,
  medicationDoses as doses,
  managers,
  medicationDoseVersions as versions,
} from '../../db/schema/index';

export type NewDose = typeof doses.$inferInsert;
export type DoseRow = typeof doses.$inferSelect;
/** What a dose's record says, in a version: outcome, time, amount or why not. */
export type DoseFacts = Pick<DoseRow, 'outcome' | 'at' | 'amount' | 'reasonCode' | 'reasonText'>;

/** A dose with its medicine's name and who recorded its current version. */
const doseView = { row: doses, medicineName: authorisations.medicineName, recordedByName: managers.name };
export type DoseView = { row: DoseRow; medicineName: string; recordedByName: string };

/** Doses given or not, each the current version of its record; the versions it replaced kept. */
export function createDoseRepository(db: Db) {
  const views = () =>
    db
      .select(doseView)
      .from(doses)
      .innerJoin(authorisations, eq(authorisations.id, doses.authorisationId))
      .innerJoin(managers, eq(managers.id, doses.recordedById));

  return {
    /** Inserts the dose unless its slot of the day (or its request) is recorded already: then null. */
    async insert(values: NewDose) {
      const [row] = await db.insert(doses).values(values).onConflictDoNothing().returning({ id: doses.id });
      return row ?? null;
    },

    async ofRequest(authorisationId: string, clientRequestId: string) {
      const [row] = await db
        .select({ id: doses.id })
        .from(doses)
        .where(and(eq(doses.authorisationId, authorisationId), eq(doses.clientRequestId, clientRequestId)));
      return row ?? null;
    },

    async view(doseId: string): Promise<DoseView | null> {
      const [row] = await views().where(eq(doses.id, doseId));
      return row ?? null;
    },

    /** A dose of the centre, locked for a new version when `lock`. */
    async ofCentre(centreId: string, doseId: string, lock = false) {
      const query = db
        .select()
        .from(doses)
        .where(and(eq(doses.id, doseId), eq(doses.centreId, centreId)));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** Whether a slot of a day has its record: an overdue check then says nothing. */
    async slotRecorded(authorisationId: string, day: string, slot: string) {
      const rows = await db
        .select({ id: doses.id })
        .from(doses)
        .where(
          and(eq(doses.authorisationId, authorisationId), eq(doses.localDate, day), eq(doses.slot, slot)),
        );
      return rows.length > 0;
    },

    ofChildDay: (childId: string, day: string): Promise<DoseView[]> =>
      views()
        .where(and(eq(doses.childId, childId), eq(doses.localDate, day)))
        .orderBy(asc(doses.at), asc(doses.id)),

    ofCentreDay: (centreId: string, day: string): Promise<DoseView[]> =>
      views()
        .where(and(eq(doses.centreId, centreId), eq(doses.localDate, day)))
        .orderBy(asc(doses.at), asc(doses.id)),

    /** Keeps the dose's current version and makes `next` the current one. */
    async replaceVersion(
      dose: DoseRow,
      next: DoseFacts & { recordedById: string; recordedAt: Date; reason: string },
    ) {
      await db.insert(versions).values({
        doseId: dose.id,
        version: dose.version,
        outcome: dose.outcome,
        at: dose.at,
        amount: dose.amount,
        reasonCode: dose.reasonCode,
        reasonText: dose.reasonText,
        recordedById: dose.recordedById,
        recordedAt: dose.recordedAt,
        reason: dose.reason,
      });
      await db
        .update(doses)
        .set({ ...next, version: dose.version + 1 })
        .where(eq(doses.id, dose.id));
    },

    /** The earlier versions of a dose's record, oldest first, with who recorded each. */
    versionsOf(doseId: string) {
      return db
        .select({ row: versions, recordedByName: managers.name })
        .from(versions)
        .innerJoin(managers, eq(managers.id, versions.recordedById))
        .where(eq(versions.doseId, doseId))
        .orderBy(asc(versions.version));
    },
  };
}
