import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { managers } from './schema/index';

/** A teacher as the centre's staff list and the door phone's sign-in list show them. */
export const teacherColumns = {
  id: managers.id,
  name: managers.name,
  superManager: managers.isSuperManager,
  pinSet: sql<boolean>`${managers.pinHash} is not null`,
};

/** The centre's teachers not deleted. */
export const currentTeacherOf = (centreId: string) =>
  and(eq(managers.centreId, centreId), isNull(managers.deletedAt));

/**
 * The centre's current teachers, heads of centre first, then by name: whom the door phone offers
 * to sign in and whom the head of centre manages.
 */
export function centreTeachers(db: Db, centreId: string) {
  return db
    .select(teacherColumns)
    .from(managers)
    .where(currentTeacherOf(centreId))
    .orderBy(desc(managers.isSuperManager), asc(managers.name));
}
