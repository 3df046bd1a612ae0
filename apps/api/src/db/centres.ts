import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { rowOrNull } from './row-or-null';
import { centres } from './schema/index';

/**
 * One centre's row, or null when the id names none: the admin centre page, the head of centre's
 * password card and the registration's centre check each read what they need from it.
 */
export function findCentre(db: Db, centreId: string) {
  return db.select().from(centres).where(eq(centres.id, centreId)).then(rowOrNull);
}
