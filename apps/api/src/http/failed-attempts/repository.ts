import { and, eq, gt, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema/index';

export function createFailedAttemptsRepository(db: Db) {
  return {
    /**
     * Gives back one counted attempt per key (an attempt that succeeded or was never tried). One
     * statement per key: an update of several rows can lock them in another order than a parallel
     * one (a row's new version moves in the table) and deadlock, which answered a guess with 500.
     */
    async releaseHits(keys: string[]) {
      for (const key of keys) {
        await db
          .update(rateLimitBuckets)
          .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
          .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.resetAt, sql`now()`)));
      }
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
