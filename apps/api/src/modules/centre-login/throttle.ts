import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countRateLimitHit } from '../../http/rate-limit-store';
import type { CentreLoginRepository } from './repository';

/** One counter of failed sign-ins: at most `max` failures per fixed window of `windowMs`. */
export type FailureLimit = { key: string; max: number; windowMs: number };

const fifteenMinutes = 15 * 60 * 1000;

/** Failed centre logins: 10 per centre and 30 per address in 15 minutes. */
export function centreLoginLimits(centreId: string, address: string): FailureLimit[] {
  return [
    { key: `centre-login:centre:${centreId.slice(0, 64).toLowerCase()}`, max: 10, windowMs: fifteenMinutes },
    { key: `centre-login:address:${address}`, max: 30, windowMs: fifteenMinutes },
  ];
}

/** Failed head-of-centre logins: 10 per e-mail and 30 per address in 15 minutes. */
export function hocLoginLimits(email: string, address: string): FailureLimit[] {
  return [
    { key: `hoc-login:email:${email.slice(0, 254).toLowerCase()}`, max: 10, windowMs: fifteenMinutes },
    { key: `hoc-login:address:${address}`, max: 30, windowMs: fifteenMinutes },
  ];
}

/**
 * Counts failed attempts only, without a window for parallel guesses: each attempt takes a hit on
 * every counter first (atomically, in the database) and gives it back when the password was right.
 * While any counter is past its limit every attempt is refused, the right password included, so a
 * guesser cannot tell a hit from the lock.
 */
export function createLoginThrottle(db: Db, repository: CentreLoginRepository) {
  return {
    async attempt<T>(limits: FailureLimit[], now: Date, verify: () => Promise<T | null>): Promise<T | null> {
      const hits = await Promise.all(limits.map((limit) => countRateLimitHit(db, limit.key, limit.windowMs)));
      const over = limits.filter((limit, index) => (hits[index]?.count ?? 0) > limit.max);
      if (over.length > 0) {
        // Only the counters that are full keep the refused attempt.
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
