import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * A stamp per centre that changes whenever anything its teachers' student list shows changes: a
 * check-in, a child, a package or a teacher's name (triggers in migration
 * 0008_student_list_versions). An API process serves a list it built before while the stamp is the
 * same (decision 051): one primary-key read instead of the list's query, and no process ever
 * serves a list older than the database. No foreign key: a stamp outlives nothing it describes.
 */
export const studentListVersions = pgTable('student_list_versions', {
  centreId: uuid('centre_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
