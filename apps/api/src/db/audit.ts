import type { Db } from './client';
import { auditLog } from './schema/index';

/** One audit row as a change writes it; the database stamps its id and time. */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

/** Writes one audit row, inside the caller's transaction when `db` is one. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The actor of an audit row for a change an admin made. */
export const adminActor = ({ adminId }: { adminId: string }) => ({
  actorType: 'admin' as const,
  actorId: adminId,
});
