import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema/index';
import { AppError } from './app-error';
import { countRateLimitHit } from './rate-limit-store';

/** One counter of failed attempts: at most `max` failures per fixed window of `windowMs`. */
export type FailureLimit = { key: string; max: number; windowMs: number };

export const fifteenMinutes = 15 * 60 * 1000;

/** Gives back one counted attempt per key (an attempt that succeeded or was never tried). */
async function releaseHits(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(and(inArray(rateLimitBuckets.key, keys), gt(rateLimitBuckets.resetAt, sql`now()`)));
}

/**
 * Counts failed attempts only (centre, head-of-centre and admin logins, admin registration codes),
 * without a window for parallel guesses: each attempt takes a hit on every counter first
 * (atomically, in the database) and gives it back when it succeeded. While any counter is past its
 * limit every attempt is refused, the right one included, so a guesser cannot tell a hit from the lock.
 */
export function createFailedAttemptThrottle(db: Db) {
  return {
    async attempt<T>(limits: FailureLimit[], now: Date, verify: () => Promise<T | null>): Promise<T | null> {
      const hits = await Promise.all(limits.map((limit) => countRateLimitHit(db, limit.key, limit.windowMs)));
      const over = limits.filter((limit, index) => (hits[index]?.count ?? 0) > limit.max);
      if (over.length > 0) {
        // Only the counters that are full keep the refused attempt.
        await releaseHits(
          db,
          limits.filter((limit) => !over.includes(limit)).map((limit) => limit.key),
        );
        const until = Math.max(
          ...hits
            .filter((_, index) => over.includes(limits[index] as FailureLimit))
            .map((hit) => hit.resetAt.getTime()),
        );
        const minutes = Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const result = await verify();
      if (result !== null)
        await releaseHits(
          db,
          limits.map((limit) => limit.key),
        );
      return result;
    },
  };
}
