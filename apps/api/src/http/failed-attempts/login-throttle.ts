import { message } from '@cic/contract';
import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import { sourceAddress } from '../client-address';
import { countRateLimitHit, type RateLimitHit } from '../rate-limit-repository';
import { type LoginAttempt, loginCounterKeys, loginLimits } from './login-limits';
import { createFailedAttemptsRepository } from './repository';

const limits = loginLimits;

function tooManyFailures(until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return minutes === 1
    ? new AppError('RATE_LIMITED', message('http.tooManyFailedAttemptsOneMinute'))
    : new AppError('RATE_LIMITED', message('http.tooManyFailedAttempts'), undefined, { minutes });
}

type Counted = { key: string; hit: RateLimitHit };

/**
 * Counts failed sign-ins per account and source address, per address, and per account
 * (decision 023). Each attempt takes a hit on its counters first (atomically, in the database,
 * so parallel guesses cannot slip between a check and a count) and gives them back when it
 * succeeds. A refused attempt is not checked at all, so a guesser cannot tell a hit from a
 * refusal; it stays counted against its own address on the account (an address that does not
 * wait is blocked sooner) and is given back to the others. No success clears anyone else's
 * failures, and no failure from one address ever refuses another address outright.
 */
export function createLoginThrottle(db: Db, clock: () => Date) {
  const repository = createFailedAttemptsRepository(db);
  const hit = (key: string, windowMs: number) => countRateLimitHit(db, key, windowMs);

  /** Writes one audit row per lock: the first failure or refusal that finds the counter full does it. */
  async function recordOnce(
    counted: Counted,
    action: string,
    details: { login: string } & Record<string, unknown>,
  ) {
    const until = counted.hit.resetAt;
    const windowMs = Math.max(1000, until.getTime() - clock().getTime());
    const marker = await hit(`${counted.key}:recorded:${until.getTime()}`, windowMs);
    if (marker.count !== 1) return;
    await repository.audit({
      actorType: 'system',
      action,
      entityType: 'login',
      entityId: details.login,
      details: { ...details, until: until.toISOString() },
    });
  }

  return {
    async attempt<T>(attempt: LoginAttempt, verify: () => Promise<T | null>): Promise<T | null> {
      const now = clock();
      const who = { ...attempt, address: sourceAddress(attempt.address) };
      const keys = loginCounterKeys(who);
      const [pairHit, addressHit, accountHit] = await Promise.all([
        hit(keys.accountAndAddress, limits.accountAndAddress.windowMs),
        hit(keys.address, limits.address.windowMs),
        hit(keys.account, limits.account.windowMs),
      ]);
      const pair = { key: keys.accountAndAddress, hit: pairHit };
      const address = { key: keys.address, hit: addressHit };
      const account = { key: keys.account, hit: accountHit };
      const audit = { login: who.login, account: who.account.trim().toLowerCase().slice(0, 254) };

      const recordPairLock = () =>
        pair.hit.count >= limits.accountAndAddress.maxFailures
          ? recordOnce(pair, 'login.lock', { ...audit, scope: 'account-address', address: who.address })
          : undefined;
      const recordAddressLock = () =>
        address.hit.count >= limits.address.maxFailures
          ? recordOnce(address, 'login.lock', { login: who.login, scope: 'address', address: who.address })
          : undefined;

      const refuse = async (until: Date, kept: Counted[]) => {
        const keptKeys = kept.map((counted) => counted.key);
        await repository.releaseHits([address.key, account.key].filter((key) => !keptKeys.includes(key)));
        await recordPairLock();
        if (keptKeys.includes(address.key)) await recordAddressLock();
        throw tooManyFailures(until, now);
      };

      if (pair.hit.count > limits.accountAndAddress.maxFailures) return refuse(pair.hit.resetAt, [pair]);
      if (address.hit.count > limits.address.maxFailures) return refuse(address.hit.resetAt, [pair, address]);
      if (pair.hit.count > limits.accountAndAddress.freeFailures) {
        const slow = await hit(keys.accountAndAddressSlow, limits.slowTryMs);
        if (slow.count > 1) return refuse(slow.resetAt, [pair]);
      }
      // Past the ceiling only addresses with earlier failures (or attempts in flight) wait their turn.
      if (account.hit.count > limits.account.ceiling && pair.hit.count > 1) {
        const slow = await hit(keys.accountSlow, limits.slowTryMs);
        if (slow.count > 1) return refuse(slow.resetAt, [pair]);
      }

      const result = await verify();
      if (result !== null) {
        await repository.releaseHits([pair.key, address.key, account.key]);
        return result;
      }
      await recordPairLock();
      await recordAddressLock();
      if (account.hit.count >= limits.account.ceiling) {
        await recordOnce(account, 'login.slow-down', { ...audit, scope: 'account' });
      }
      return null;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
