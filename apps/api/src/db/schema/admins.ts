import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, languageColumn, requiredReference } from './columns';
import { adminModuleKeyEnum } from './enums';

export const admins = pgTable(
  'admins',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The language of this person's e-mails and pages (issue 18), kept from their last choice. */
    language: languageColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${table.email})`)],
);

/**
 * The admin who made a row that keeps its maker (a price, a report, a credit note, an invoicing
 * run): that admin cannot be deleted while the row stands.
 */
export const createdByAdminColumn = () =>
  uuid('created_by_admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'restrict' });

/** The admin who last changed a setting; null once that admin is deleted, the setting stays. */
export const updatedByAdminColumn = () =>
  uuid('updated_by_admin_id').references(() => admins.id, { onDelete: 'set null' });

/** The admin portal's areas; an admin sees the ones granted to them, in `sortOrder`. */
export const adminModules = pgTable('admin_modules', {
  id: idColumn(),
  key: adminModuleKeyEnum('key').notNull().unique('admin_modules_key_key'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const adminPermissions = pgTable(
  'admin_permissions',
  {
    adminId: requiredReference('admin_id', () => admins.id, 'cascade'),
    moduleId: requiredReference('module_id', () => adminModules.id, 'cascade'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'admin_permissions_pkey', columns: [table.adminId, table.moduleId] }),
    index('admin_permissions_module_id_idx').on(table.moduleId),
  ],
);
