import { message } from '@cic/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createFailedAttemptsRepository } from '../../http/failed-attempts/repository';
import { countRateLimitHit, type RateLimitHit } from '../../http/rate-limit-repository';
import { createPinCountersRepository } from './pin-counters-repository';
import type { TeacherPinsRepository } from './repository';

const second = 1000;
const minute = 60 * second;

/** How wrong PINs are counted (decisions 084 and 091). */
export const pinLimits = {
  /**
   * One person on one device: a few wrong PINs cost nothing, then each one makes the next try wait
   * longer (30 s, doubling, at most 15 minutes), so a child's taps cost seconds while a guesser
   * gets about a hundred tries a day. The count lasts a day from its first failure; a right PIN,
   * a reset or the head of centre's unlock clears it.
   */
  personOnDevice: {
    freeFailures: 4,
    firstWaitMs: 30 * second,
    longestWaitMs: 15 * minute,
    windowMs: 24 * 60 * minute,
  },
  /**
   * One person across every device: past 20 wrong PINs in the hour, the person's PIN is refused on
   * every device where they have not yet signed in with it; where they have, only the per-device
   * count applies, so nobody elsewhere can lock the owner out of their own door.
   */
  person: { maxFailures: 20, windowMs: 60 * minute },
  /** How long one attempt holds its person and device while the PIN is checked. */
  attemptHoldMs: 10 * second,
} as const;

/** The wait a person's n-th wrong PIN in a row on one device imposes before the next try. */
export function pinWaitAfter(failures: number): number {
  const { freeFailures, firstWaitMs, longestWaitMs } = pinLimits.personOnDevice;
  if (failures <= freeFailures) return 0;
  return Math.min(longestWaitMs, firstWaitMs * 2 ** Math.min(failures - freeFailures - 1, 16));
}

/** One PIN attempt: whose PIN, on which device, and whether they have signed in there before. */
export type PinAttempt = { managerId: string; deviceId: string; knownDevice: boolean };

function tooManyWrongPins(until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / minute));
  return minutes === 1
    ? new AppError('RATE_LIMITED', message('http.tooManyFailedAttemptsOneMinute'))
    : new AppError('RATE_LIMITED', message('http.tooManyFailedAttempts'), undefined, { minutes });
}

/**
 * Counts wrong PINs per person and device and per person (decisions 084, 091), in
 * rate_limit_buckets like the centre password (decision 023). An attempt first claims its person
 * and device (atomically, so parallel guesses wait their turn), then takes its hit on the person's
 * counter; a refused attempt is not checked. Every wrong PIN and every wait is audited, never the PIN.
 */
export function createPinThrottle(db: Db, audit: TeacherPinsRepository['audit'], clock: () => Date) {
  const counters = createFailedAttemptsRepository(db);
  const pinCounters = createPinCountersRepository(db);

  const recordLock = (attempt: PinAttempt, scope: 'person-device' | 'person', until: Date) =>
    audit({
      actorType: 'system',
      action: 'pin.lock',
      entityType: 'manager',
      entityId: attempt.managerId,
      details: { scope, deviceId: attempt.deviceId, until: until.toISOString() },
    });

  return {
    async attempt(attempt: PinAttempt, verify: () => Promise<boolean>): Promise<boolean> {
      const now = clock();
      const keys = pinCounters.keysOf(attempt.managerId, attempt.deviceId);
      const heldUntil = await pinCounters.claimTry(keys.wait, pinLimits.attemptHoldMs);
      if (heldUntil) throw tooManyWrongPins(heldUntil, now);
      const person: RateLimitHit = await countRateLimitHit(db, keys.person, pinLimits.person.windowMs);
      if (person.count > pinLimits.person.maxFailures && !attempt.knownDevice) {
        await counters.releaseHits([keys.person]);
        await pinCounters.holdUntil(keys.wait, 0);
        throw tooManyWrongPins(person.resetAt, now);
      }
      if (await verify()) {
        await counters.releaseHits([keys.person]);
        await pinCounters.forgetPair(keys);
        return true;
      }
      const pair = await countRateLimitHit(db, keys.pair, pinLimits.personOnDevice.windowMs);
      const waitMs = pinWaitAfter(pair.count);
      const until = await pinCounters.holdUntil(keys.wait, waitMs);
      await audit({
        actorType: 'system',
        action: 'pin.failure',
        entityType: 'manager',
        entityId: attempt.managerId,
        details: { deviceId: attempt.deviceId, failuresOnDevice: pair.count },
      });
      if (waitMs > 0) await recordLock(attempt, 'person-device', until);
      if (person.count === pinLimits.person.maxFailures) await recordLock(attempt, 'person', person.resetAt);
      return false;
    },
  };
}
