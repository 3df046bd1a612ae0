import { createHash } from 'node:crypto';
import { message } from '@cic/contract';

const minute = 60_000;
const hour = 60 * minute;

/**
 * How often codes may be asked for and tried, and e-mails checked (decision 029; one place, so
 * tests and the decision record agree). Code requests are counted per e-mail and address, so a
 * stranger's requests never use up the owner's; the per-e-mail ceiling only slows addresses that
 * already had a code for the e-mail.
 */
export const signInLimits = {
  codesPerEmailAndAddressPerMinute: {
    max: 1,
    windowMs: minute,
    message: message('auth.waitForCode'),
  },
  codesPerEmailAndAddressPerHour: {
    max: 5,
    windowMs: hour,
    message: message('auth.tooManyCodesForEmail'),
  },
  codesPerAddressPerHour: {
    max: 20,
    windowMs: hour,
    message: message('auth.tooManyCodesFromNetwork'),
  },
  /** Past this many codes an hour for one e-mail, addresses that already had one share the slowed turn. */
  codesPerEmailPerHour: { ceiling: 10, windowMs: hour },
  slowedCodesPerEmail: {
    max: 1,
    windowMs: 5 * minute,
    message: message('auth.manyCodesForEmail'),
  },
  emailChecksPerParentPerMinute: {
    max: 30,
    windowMs: minute,
    message: message('auth.tooManyEmailChecks'),
  },
} as const;
export type SignInLimit = keyof typeof signInLimits;

/** Wrong tries one code takes: 5 from each address (`oneTimeCodeRules.maxAttempts`), this many from all. */
export const triesPerCode = 10;

/** Counter keys; e-mails and addresses are hashed so the counters table holds neither. */
export function signInLimitKey(limit: SignInLimit | 'triesPerCodeAndAddress', ...subject: string[]): string {
  const digest = createHash('sha256').update(subject.join('\n').toLowerCase()).digest('hex').slice(0, 32);
  return `parent-sign-in:${limit}:${digest}`;
}
