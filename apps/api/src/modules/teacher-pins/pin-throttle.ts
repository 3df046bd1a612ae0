import { message } from '@cic/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createFailedAttemptsRepository } from '../../http/failed-attempts/repository';
import { countRateLimitHit, type RateLimitHit } from '../../http/rate-limit-repository';
import type { TeacherPinsRepository } from './repository';

const minute = 60_000;

/** How wrong PINs are counted (decision 084). */
export const pinLimits = {
  /** One person on one device: the 5th wrong PIN locks that person on that device for the window. */
  personOnDevice: { maxFailures: 5, windowMs: 15 * minute },
  /**
   * One person across every device: past 20 wrong PINs in the hour, the person's PIN is refused on
   * every device where they have not yet signed in with it; where they have, only the per-device
   * count applies, so nobody elsewhere can lock the owner out of their own door.
   */
  person: { maxFailures: 20, windowMs: 60 * minute },
} as const;

/** One PIN attempt: whose PIN, on which device, and whether they have signed in there before. */
export type PinAttempt = { managerId: string; deviceId: string; knownDevice: boolean };

function tooManyWrongPins(until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / minute));
  return minutes === 1
    ? new AppError('RATE_LIMITED', message('http.tooManyFailedAttemptsOneMinute'))
    : new AppError('RATE_LIMITED', message('http.tooManyFailedAttempts'), undefined, { minutes });
}

/**
 * Counts wrong PINs per person and device and per person (decision 084), in rate_limit_buckets
 * like the centre password (decision 023): each attempt takes its hits first, atomically, and
 * gives them back when the PIN was right; a refused attempt is not checked. Every wrong PIN and
 * every lock is audited, never the PIN.
 */
export function createPinThrottle(db: Db, audit: TeacherPinsRepository['audit'], clock: () => Date) {
  const counters = createFailedAttemptsRepository(db);
  const hit = (key: string, windowMs: number) => countRateLimitHit(db, key, windowMs);

  const recordLock = (attempt: PinAttempt, scope: 'person-device' | 'person', counted: RateLimitHit) =>
    audit({
      actorType: 'system',
      action: 'pin.lock',
      entityType: 'manager',
      entityId: attempt.managerId,
      details: { scope, deviceId: attempt.deviceId, until: counted.resetAt.toISOString() },
    });

  return {
    async attempt(attempt: PinAttempt, verify: () => Promise<boolean>): Promise<boolean> {
      const now = clock();
      const pairKey = `pin:person:${attempt.managerId}:device:${attempt.deviceId}`;
      const personKey = `pin:person:${attempt.managerId}`;
      const [pair, person] = await Promise.all([
        hit(pairKey, pinLimits.personOnDevice.windowMs),
        hit(personKey, pinLimits.person.windowMs),
      ]);
      // A refused attempt stays counted on its own device (one that does not wait stays locked).
      if (pair.count > pinLimits.personOnDevice.maxFailures) {
        await counters.releaseHits([personKey]);
        throw tooManyWrongPins(pair.resetAt, now);
      }
      if (person.count > pinLimits.person.maxFailures && !attempt.knownDevice) {
        await counters.releaseHits([personKey]);
        throw tooManyWrongPins(person.resetAt, now);
      }
      if (await verify()) {
        await counters.releaseHits([pairKey, personKey]);
        return true;
      }
      await audit({
        actorType: 'system',
        action: 'pin.failure',
        entityType: 'manager',
        entityId: attempt.managerId,
        details: { deviceId: attempt.deviceId, failuresOnDevice: pair.count },
      });
      if (pair.count === pinLimits.personOnDevice.maxFailures)
        await recordLock(attempt, 'person-device', pair);
      if (person.count === pinLimits.person.maxFailures) await recordLock(attempt, 'person', person);
      return false;
    },
  };
}
