import { asc, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { adminModules, adminPermissions, admins } from '../../db/schema/index';

export function createAdminAuthRepository(db: Db) {
  return {
    /** An admin by e-mail, any case. */
    adminByEmail(email: string) {
      return db
        .select({ id: admins.id, passwordHash: admins.passwordHash })
        .from(admins)
        .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
        .limit(1)
        .then(rowOrNull);
    },

    /** Serialises registrations until the transaction ends, so only one can be the first admin. */
    async lockRegistrations() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin-registration'))`);
    },

    async countAdmins() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
      return row?.count ?? 0;
    },

    async createAdmin(email: string, passwordHash: string) {
      return returnedRow(
        await db
          .insert(admins)
          .values({ email, passwordHash })
          .returning({ id: admins.id, email: admins.email }),
        'admin insert',
      );
    },

    /** Every module of the catalogue, in its order (disabled ones too). */
    async allModules() {
      return db
        .select({ id: adminModules.id, key: adminModules.key })
        .from(adminModules)
        .orderBy(asc(adminModules.sortOrder), asc(adminModules.key));
    },

    async grant(adminId: string, moduleIds: string[]) {
      if (moduleIds.length === 0) return;
      await db
        .insert(adminPermissions)
        .values(moduleIds.map((moduleId, index) => ({ adminId, moduleId, sortOrder: index + 1 })));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type AdminAuthRepository = ReturnType<typeof createAdminAuthRepository>;
