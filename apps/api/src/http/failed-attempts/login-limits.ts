import { createHash } from 'node:crypto';

const minute = 60_000;

/**
 * How failed sign-ins are counted (decision 023). The same numbers hold for the centre password,
 * a head of centre's and an admin's password and the admin registration code.
 */
export const loginLimits = {
  /** One address against one account: 5 failures freely, then one try a minute, blocked at 10. */
  accountAndAddress: { freeFailures: 5, maxFailures: 10, windowMs: 15 * minute },
  /** One address against every account of the same sign-in. */
  address: { maxFailures: 30, windowMs: 15 * minute },
  /**
   * Every address against one account. Past the ceiling, addresses that already failed against
   * the account share one try a minute; an address without failures still passes at once.
   */
  account: { ceiling: 30, windowMs: 60 * minute },
  /** The interval of a slowed address (or of all slowed addresses of an account). */
  slowTryMs: minute,
} as const;

/** The sign-ins counted; each keeps its own counters. */
export type LoginKind = 'centre-login' | 'hoc-login' | 'admin-login' | 'admin-registration-code';

/** One sign-in attempt: which sign-in, the account it names (centre id, e-mail) and the source address. */
export type LoginAttempt = { login: LoginKind; account: string; address: string };

/** Counter keys; accounts are hashed so the counters table holds no e-mails. */
export function loginCounterKeys({ login, account, address }: LoginAttempt) {
  const accountDigest = createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
  return {
    accountAndAddress: `${login}:account:${accountDigest}:address:${address}`,
    accountAndAddressSlow: `${login}:account:${accountDigest}:address:${address}:slow`,
    address: `${login}:address:${address}`,
    account: `${login}:account:${accountDigest}`,
    accountSlow: `${login}:account:${accountDigest}:slow`,
  };
}
