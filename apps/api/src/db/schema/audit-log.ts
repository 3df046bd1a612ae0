import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { auditActorTypeEnum } from './enums';

/** Who did what to which record (admin and head-of-centre actions, system jobs). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorType: auditActorTypeEnum('actor_type').notNull(),
    /** admins.id or managers.id (no foreign key: the log outlives its actors); null for system. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('audit_log_actor_present', sql`${table.actorType} = 'system' OR ${table.actorId} IS NOT NULL`),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actorType, table.actorId),
  ],
);
