import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { sessionOpenedWithEnum, sessionSubjectTypeEnum } from './enums';
import { parents } from './parents';
import { managers } from './staff';

/**
 * A signed-in session. Only the SHA-256 of the bearer token is stored. Exactly the id column
 * matching `subjectType` is set; deleting the subject deletes its sessions. `openedWith` is null for
 * sessions opened before it was recorded (migration 0002).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    subjectType: sessionSubjectTypeEnum('subject_type').notNull(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id').references(() => managers.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    openedWith: sessionOpenedWithEnum('opened_with'),
    expiresAt: instantColumn('expires_at').notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: instantColumn('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'sessions_subject_matches_type',
      sql`(${table.subjectType} = 'parent' AND ${table.parentId} IS NOT NULL AND ${table.managerId} IS NULL AND ${table.adminId} IS NULL)
        OR (${table.subjectType} = 'manager' AND ${table.managerId} IS NOT NULL AND ${table.parentId} IS NULL AND ${table.adminId} IS NULL)
        OR (${table.subjectType} = 'admin' AND ${table.adminId} IS NOT NULL AND ${table.parentId} IS NULL AND ${table.managerId} IS NULL)`,
    ),
    index('sessions_parent_id_idx').on(table.parentId),
    index('sessions_manager_id_idx').on(table.managerId),
    index('sessions_admin_id_idx').on(table.adminId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
