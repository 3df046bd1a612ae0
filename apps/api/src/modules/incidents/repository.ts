import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findParentShownName } from '../../db/parents';
import { children, incidentAcknowledgements, incidents, incidentVersions } from '../../db/schema/index';

export type IncidentRow = typeof incidents.$inferSelect;
export type NewIncident = typeof incidents.$inferInsert;

/** A correction's new current version of a report. */
export type NextIncidentVersion = Pick<
  NewIncident,
  'kind' | 'details' | 'occurredAt' | 'localDate' | 'recordedById' | 'recordedAt' | 'reason'
>;

/** Reports as they are written: filed, corrected, completed, acknowledged. */
export function createIncidentRepository(db: Db) {
  return {
    /** The child when it is an active child of the centre. */
    async activeChildOf(centreId: string, childId: string) {
      const [row] = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.centreId, centreId), eq(children.active, true)));
      return row ?? null;
    },

    async insert(values: NewIncident) {
      const [row] = await db.insert(incidents).values(values).returning();
      if (!row) throw new Error('incident not stored');
      return row;
    },

    /** One report of the centre, locked for a change. */
    async ofCentreLocked(centreId: string, incidentId: string) {
      const [row] = await db
        .select()
        .from(incidents)
        .where(and(eq(incidents.id, incidentId), eq(incidents.centreId, centreId)))
        .for('update');
      return row ?? null;
    },

    /** Keeps the report's current version among its versions and makes `next` the current one. */
    async replaceVersion(current: IncidentRow, next: NextIncidentVersion) {
      await db.insert(incidentVersions).values({
        incidentId: current.id,
        version: current.version,
        details: current.details,
        recordedById: current.recordedById,
        recordedAt: current.recordedAt,
        reason: current.reason,
      });
      const [row] = await db
        .update(incidents)
        .set({ ...next, version: current.version + 1 })
        .where(eq(incidents.id, current.id))
        .returning();
      if (!row) throw new Error('incident not updated');
      return row;
    },

    /** The head of centre's review: the report is completed. */
    async complete(incidentId: string, review: { note: string; by: string; at: Date }) {
      await db
        .update(incidents)
        .set({ status: 'COMPLETED', reviewNote: review.note, reviewedById: review.by, reviewedAt: review.at })
        .where(eq(incidents.id, incidentId));
    },

    /** A parent's acknowledgement; one given before keeps its first time (null answers that). */
    async acknowledge(values: typeof incidentAcknowledgements.$inferInsert) {
      const [row] = await db
        .insert(incidentAcknowledgements)
        .values(values)
        .onConflictDoNothing({
          target: [incidentAcknowledgements.incidentId, incidentAcknowledgements.parentId],
        })
        .returning({ at: incidentAcknowledgements.acknowledgedAt });
      return row?.at ?? null;
    },

    /** The parent's name as an acknowledgement keeps it: their full name, else their e-mail. */
    parentName: (parentId: string) => findParentShownName(db, parentId),

    async acknowledgedAt(incidentId: string, parentId: string) {
      const [row] = await db
        .select({ at: incidentAcknowledgements.acknowledgedAt })
        .from(incidentAcknowledgements)
        .where(
          and(
            eq(incidentAcknowledgements.incidentId, incidentId),
            eq(incidentAcknowledgements.parentId, parentId),
          ),
        );
      return row?.at ?? null;
    },
  };
}
