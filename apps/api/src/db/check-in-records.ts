import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { checkIns, children, managers } from './schema/index';

/**
 * Joins check-in records (a `$dynamic()` select from `checkIns`) to their child and the teacher
 * who made them: the joins behind the fever list, the check-in notices and the admin's record
 * detail.
 */
export function withChildAndTeacher<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(children, eq(children.id, checkIns.childId))
    .innerJoin(managers, eq(managers.id, checkIns.recordedById));
}

/**
 * The temperature of a record made at the door, which always has one (the table's check): the
 * fever list, the check-in notice and the door phone's answer read only such records. A check-out
 * recorded afterwards has none (decision 095) and is read where it may appear, never through this.
 */
export const doorTemperature = sql<number>`${checkIns.temperature}`.mapWith(checkIns.temperature);

/**
 * Who collected the child, as a check-out's history, door answer and notice tell it: the kind
 * and the copied name and relationship (null on a check-in).
 */
export const collectorColumns = {
  collectedByKind: checkIns.collectedByKind,
  collectedByName: checkIns.collectedByName,
  collectedByRelationship: checkIns.collectedByRelationship,
};
