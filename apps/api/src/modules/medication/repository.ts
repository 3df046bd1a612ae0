import { and, asc, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit';
import { childById } from '../../db/child-by-id';
import type { Db } from '../../db/client';
import {
  medicationAuthorisations as authorisations,
  children,
  managers,
  medicationPhotos as photos,
} from '../../db/schema/index';

export type NewAuthorisation = typeof authorisations.$inferInsert;
export type AuthorisationRow = typeof authorisations.$inferSelect;

const decider = alias(managers, 'decider');

/** Authorisations with their child's name, the label photo's keys and who decided. */
const authorisationView = {
  row: authorisations,
  childName: children.name,
  photoKey: photos.photoKey,
  thumbnailKey: photos.thumbnailKey,
  decidedByName: decider.name,
};
export type AuthorisationView = {
  row: AuthorisationRow;
  childName: string;
  photoKey: string | null;
  thumbnailKey: string | null;
  decidedByName: string | null;
};

/** Medicine authorisations: asked by parents, answered by heads of centre (decision 126). */
export function createMedicationRepository(db: Db) {
  const views = (where: SQL | undefined) =>
    db
      .select(authorisationView)
      .from(authorisations)
      .innerJoin(children, eq(children.id, authorisations.childId))
      .leftJoin(photos, eq(photos.authorisationId, authorisations.id))
      .leftJoin(decider, eq(decider.id, authorisations.decidedById))
      .where(where)
      .orderBy(desc(authorisations.fromDate), desc(authorisations.createdAt));

  return {
    child: (childId: string) => childById(db, childId),

    /** The parent's label photo not yet named by an authorisation, locked until the authorisation is written. */
    async pendingPhotoOf(parentId: string, photoId: string) {
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(
          and(
            eq(photos.id, photoId),
            eq(photos.uploadedByParentId, parentId),
            isNull(photos.authorisationId),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async insertPhoto(values: typeof photos.$inferInsert) {
      const [row] = await db.insert(photos).values(values).returning({ id: photos.id });
      if (!row) throw new Error('label photo not stored');
      return row;
    },

    async insertAuthorisation(values: NewAuthorisation, photoId: string) {
      const [row] = await db.insert(authorisations).values(values).returning({ id: authorisations.id });
      if (!row) throw new Error('authorisation not stored');
      await db.update(photos).set({ authorisationId: row.id }).where(eq(photos.id, photoId));
      return row;
    },

    /** One authorisation, locked for a change when `lock`. */
    async authorisation(id: string, lock = false) {
      const query = db.select().from(authorisations).where(eq(authorisations.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    async view(id: string): Promise<AuthorisationView | null> {
      const [row] = await views(eq(authorisations.id, id));
      return row ?? null;
    },

    ofChild: (childId: string): Promise<AuthorisationView[]> => views(eq(authorisations.childId, childId)),

    pendingOfCentre: (centreId: string): Promise<AuthorisationView[]> =>
      views(and(eq(authorisations.centreId, centreId), eq(authorisations.status, 'PENDING'))),

    /** The centre's accepted authorisations covering `day`. */
    acceptedOn: (centreId: string, day: string): Promise<AuthorisationView[]> =>
      views(
        and(
          eq(authorisations.centreId, centreId),
          eq(authorisations.status, 'ACCEPTED'),
          lte(authorisations.fromDate, day),
          gte(authorisations.toDate, day),
        ),
      ),

    /** Every centre's accepted authorisations with clock times covering `day`: the day's overdue checks. */
    scheduledOn(day: string) {
      return db
        .select({ id: authorisations.id, timesOfDay: authorisations.timesOfDay })
        .from(authorisations)
        .where(
          and(
            eq(authorisations.status, 'ACCEPTED'),
            eq(authorisations.whenNeeded, false),
            lte(authorisations.fromDate, day),
            gte(authorisations.toDate, day),
          ),
        )
        .orderBy(asc(authorisations.id));
    },

    async update(id: string, values: Partial<NewAuthorisation>) {
      await db.update(authorisations).set(values).where(eq(authorisations.id, id));
    },

    /** The centre's heads of centre with their e-mail and language: whom an overdue dose alerts. */
    headsOfCentre(centreId: string) {
      return db
        .select({ managerId: managers.id, email: managers.email, language: managers.language })
        .from(managers)
        .where(
          and(eq(managers.centreId, centreId), eq(managers.isSuperManager, true), isNull(managers.deletedAt)),
        )
        .orderBy(asc(managers.id));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type MedicationRepository = ReturnType<typeof createMedicationRepository>;
