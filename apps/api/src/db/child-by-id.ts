import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { rowOrNull } from './row-or-null';
import { children } from './schema/index';

/** A child by id with what access checks read (its centre, its family, whether still enrolled), or null. */
export function childById(db: Db, childId: string) {
  return db
    .select({
      id: children.id,
      name: children.name,
      centreId: children.centreId,
      familyId: children.familyId,
      active: children.active,
    })
    .from(children)
    .where(eq(children.id, childId))
    .then(rowOrNull);
}
