import type { AdminModuleKey, AdminPermissions } from '@cic/contract';
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { grantedModuleColumns, grantedModules } from '../../db/granted-modules';
import { adminModules, adminPermissions, admins } from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';

export function createAdminPermissionsRepository(db: Db) {
  return {
    async modules() {
      return db
        .select({
          id: adminModules.id,
          key: adminModules.key,
          title: adminModules.title,
          description: adminModules.description,
          isEnabled: adminModules.isEnabled,
        })
        .from(adminModules)
        .orderBy(asc(adminModules.sortOrder), asc(adminModules.key));
    },

    /**
     * Admins with their granted modules in the admin's order, by e-mail: one query (a left join
     * folded here). `search` is a case-insensitive e-mail substring; `adminId` picks one admin.
     */
    async adminsWithModules(filter: { search?: string; adminId?: string }): Promise<AdminPermissions[]> {
      const rows = await db
        .select({
          id: admins.id,
          email: admins.email,
          moduleId: adminModules.id,
          ...grantedModuleColumns,
        })
        .from(admins)
        .leftJoin(adminPermissions, eq(adminPermissions.adminId, admins.id))
        .leftJoin(adminModules, eq(adminModules.id, adminPermissions.moduleId))
        .where(
          and(
            filter.search ? ilike(admins.email, containsPattern(filter.search)) : undefined,
            filter.adminId ? eq(admins.id, filter.adminId) : undefined,
          ),
        )
        .orderBy(sql`lower(${admins.email})`, asc(admins.id), asc(adminPermissions.sortOrder));
      const result: AdminPermissions[] = [];
      for (const row of rows) {
        let admin = result.at(-1);
        if (admin?.id !== row.id) {
          admin = { id: row.id, email: row.email, modules: [] };
          result.push(admin);
        }
        if (row.moduleId && row.key && row.order !== null && row.isEnabled !== null) {
          admin.modules.push({ id: row.moduleId, key: row.key, order: row.order, isEnabled: row.isEnabled });
        }
      }
      return result;
    },

    async modulesByIds(moduleIds: string[]) {
      if (moduleIds.length === 0) return [];
      return db
        .select({ id: adminModules.id, key: adminModules.key, isEnabled: adminModules.isEnabled })
        .from(adminModules)
        .where(inArray(adminModules.id, moduleIds));
    },

    /** Serialises permission changes until the transaction ends (the last-Settings-holder rule). */
    async lockPermissions() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin-permissions'))`);
    },

    async adminExists(adminId: string) {
      const rows = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId));
      return rows.length > 0;
    },

    /** The module keys granted to an admin. */
    async grantedKeys(adminId: string): Promise<AdminModuleKey[]> {
      return (await grantedModules(db, adminId)).map((module) => module.key);
    },

    /** How many admins other than `adminId` hold the module. */
    async otherHolders(key: AdminModuleKey, adminId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(adminPermissions)
        .innerJoin(adminModules, eq(adminModules.id, adminPermissions.moduleId))
        .where(and(eq(adminModules.key, key), ne(adminPermissions.adminId, adminId)));
      return row?.count ?? 0;
    },

    /** Replaces an admin's modules; the list's order becomes theirs (1, 2, 3...). */
    async replaceModules(adminId: string, moduleIds: string[]) {
      await db.delete(adminPermissions).where(eq(adminPermissions.adminId, adminId));
      if (moduleIds.length === 0) return;
      await db
        .insert(adminPermissions)
        .values(moduleIds.map((moduleId, index) => ({ adminId, moduleId, sortOrder: index + 1 })));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type AdminPermissionsRepository = ReturnType<typeof createAdminPermissionsRepository>;
