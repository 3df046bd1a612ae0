import { createHash } from 'node:crypto';

const minute = 60_000;
const hour = 60 * minute;

/** How often codes may be asked for and e-mails checked (one place, so tests and the decision record agree). */
export const signInLimits = {
  codesPerEmailPerMinute: {
    max: 1,
    windowMs: minute,
    message: 'Please wait a minute before asking for another code.',
  },
  codesPerEmailPerHour: {
    max: 5,
    windowMs: hour,
    message: 'Too many codes were requested for this e-mail. Please try again in an hour.',
  },
  codesPerAddressPerHour: {
    max: 20,
    windowMs: hour,
    message: 'Too many codes were requested from this network. Please try again in an hour.',
  },
  emailChecksPerParentPerMinute: {
    max: 30,
    windowMs: minute,
    message: 'Too many e-mail checks. Please wait a minute and try again.',
  },
} as const;
export type SignInLimit = keyof typeof signInLimits;

/** Counter keys; e-mails are hashed so the counters table holds no addresses. */
export function signInLimitKey(limit: SignInLimit, subject: string): string {
  const digest = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32);
  return `parent-sign-in:${limit}:${digest}`;
}
