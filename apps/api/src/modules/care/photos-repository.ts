import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carePhotos } from '../../db/schema/index';

/** What names a photo: a care note (its first entry) or an incident report. */
export type PhotoLink = { entryId: string } | { incidentId: string };

/** Care photos: uploaded by a centre's staff, then named by notes or incident reports. */
export function createCarePhotosRepository(db: Db) {
  return {
    async insert(values: typeof carePhotos.$inferInsert) {
      const [row] = await db.insert(carePhotos).values(values).returning({ id: carePhotos.id });
      if (!row) throw new Error('care photo not stored');
      return row;
    },

    /**
     * The centre's photos among `ids` (a note names only its own centre's), locked until the note
     * is written so the purge of unused uploads cannot take one meanwhile.
     */
    ofCentre(centreId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: carePhotos.id })
        .from(carePhotos)
        .where(and(eq(carePhotos.centreId, centreId), inArray(carePhotos.id, ids)))
        .for('update');
    },

    /** The photos named by stored notes (checked when the note was recorded). */
    byIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: carePhotos.id, photoKey: carePhotos.photoKey, thumbnailKey: carePhotos.thumbnailKey })
        .from(carePhotos)
        .where(inArray(carePhotos.id, ids));
    },

    /** Marks photos as used by the entry (or report) that first names them. */
    async attach(ids: string[], link: PhotoLink) {
      if (ids.length === 0) return;
      const column = 'entryId' in link ? carePhotos.entryId : carePhotos.incidentId;
      await db
        .update(carePhotos)
        .set(link)
        .where(and(inArray(carePhotos.id, ids), isNull(column)));
    },
  };
}
