import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { messageSettings, messageThreads } from '../../db/schema/index';

/** Threads deleted per statement: each transaction stays short however many are due. */
const threadsPerBatch = 500;

/** Head office's message retention and the deletion of old conversations (decision 114). */
export function createMessageRetentionRepository(db: Db) {
  async function retentionMonths(tx: Db = db) {
    const [row] = await tx
      .select({ months: messageSettings.retentionMonths })
      .from(messageSettings)
      .where(eq(messageSettings.id, 1));
    return row?.months ?? null;
  }

  return {
    retentionMonths: () => retentionMonths(),

    /** Sets the months (null: keep everything) and writes its audit row in one transaction. */
    async setRetentionMonths(
      months: number | null,
      adminId: string,
      audit: (from: number | null) => AuditEntry,
    ) {
      await db.transaction(async (tx) => {
        const from = await retentionMonths(tx);
        await tx
          .insert(messageSettings)
          .values({ id: 1, retentionMonths: months, updatedByAdminId: adminId })
          .onConflictDoUpdate({
            target: messageSettings.id,
            set: { retentionMonths: months, updatedByAdminId: adminId, updatedAt: new Date() },
          });
        await writeAudit(tx, audit(from));
      });
    },

    /**
     * Deletes up to a batch of threads whose last message is more than `months` before `now`,
     * their messages and read marks with them (foreign keys cascade); answers their ids.
     */
    async deleteBatchOlderThan(now: Date, months: number) {
      const due = db
        .select({ id: messageThreads.id })
        .from(messageThreads)
        .where(
          sql`${messageThreads.lastMessageAt} < ${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`,
        )
        .limit(threadsPerBatch);
      const rows = await db
        .delete(messageThreads)
        .where(inArray(messageThreads.id, due))
        .returning({ id: messageThreads.id });
      return { ids: rows.map((row) => row.id), full: rows.length === threadsPerBatch };
    },
  };
}
