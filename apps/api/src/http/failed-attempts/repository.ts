import { and, gt, inArray, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema/index';

export function createFailedAttemptsRepository(db: Db) {
  return {
    /** Gives back one counted attempt per key (an attempt that succeeded or was never tried). */
    async releaseHits(keys: string[]) {
      if (keys.length === 0) return;
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
        .where(and(inArray(rateLimitBuckets.key, keys), gt(rateLimitBuckets.resetAt, sql`now()`)));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
