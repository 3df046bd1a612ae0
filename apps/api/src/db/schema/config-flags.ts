import { boolean, pgTable } from 'drizzle-orm/pg-core';
import { updatedByAdminColumn } from './admins';
import { instantColumn } from './columns';
import { configKeyEnum } from './enums';

/** The three global feature switches (hoc-login, activities, new-student-registration). */
export const configFlags = pgTable('config_flags', {
  key: configKeyEnum('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: instantColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedByAdminId: updatedByAdminColumn(),
});
