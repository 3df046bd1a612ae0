import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countRateLimitHit } from '../../http/rate-limit-store';
import type { AdminAuthRepository } from './repository';

/** One counter of failed attempts: at most `max` failures per fixed window of `windowMs`. */
export type FailureLimit = { key: string; max: number; windowMs: number };

const fifteenMinutes = 15 * 60 * 1000;

/** E-mails are hashed so the counters table holds no addresses. */
const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('hex').slice(0, 32);

/** Failed admin logins: 10 per e-mail and 30 per address in 15 minutes. */
export function adminLoginLimits(email: string, address: string): FailureLimit[] {
  return [
    { key: `admin-login:email:${digest(email)}`, max: 10, windowMs: fifteenMinutes },
    { key: `admin-login:address:${address}`, max: 30, windowMs: fifteenMinutes },
  ];
}

/** Wrong registration codes (the prompt and the form share it): 10 per address in 15 minutes. */
export function registrationCodeLimits(address: string): FailureLimit[] {
  return [{ key: `admin-registration-code:address:${address}`, max: 10, windowMs: fifteenMinutes }];
}

/**
 * Counts failures only, the same way as the centre login (decision 013): each attempt takes a hit
 * on every counter first (atomically, in the database) and gives it back when it succeeded. While
 * a counter is full every attempt is refused, the right one included, so a guesser cannot tell a
 * hit from the lock.
 */
export function createFailureThrottle(db: Db, repository: AdminAuthRepository) {
  return {
    async attempt<T>(limits: FailureLimit[], now: Date, verify: () => Promise<T | null>): Promise<T | null> {
      const hits = await Promise.all(limits.map((limit) => countRateLimitHit(db, limit.key, limit.windowMs)));
      const over = limits.filter((limit, index) => (hits[index]?.count ?? 0) > limit.max);
      if (over.length > 0) {
        await repository.releaseHits(
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
      if (result !== null) await repository.releaseHits(limits.map((limit) => limit.key));
      return result;
    },
  };
}
