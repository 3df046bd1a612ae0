import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { returnedRow } from '../db/returned-row';

export type RateLimitHit = { count: number; resetAt: Date };

/**
 * Counts one hit against `key` in a fixed window, atomically in the database, so every API
 * process behind a load balancer shares the same counters.
 */
export async function countRateLimitHit(db: Db, key: string, windowMs: number): Promise<RateLimitHit> {
  const result = await db.execute(sql`
    insert into rate_limit_buckets (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= now()
        then now() + ${windowMs} * interval '1 millisecond' else rate_limit_buckets.reset_at end
    returning count, reset_at`);
  const row = returnedRow(
    (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows,
    'rate limit upsert',
  );
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Forgets a key's counter, e.g. after a successful sign-in. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
}
