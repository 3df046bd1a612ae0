import { randomInt } from 'node:crypto';
import { referralCodeAlphabet } from '@cic/contract';

/** 'CIC' and 5 characters of the look-alike-free alphabet, from the secure generator. */
export function newReferralCode(): string {
  let code = 'CIC';
  for (let index = 0; index < 5; index += 1)
    code += referralCodeAlphabet[randomInt(referralCodeAlphabet.length)];
  return code;
}

/** PostgreSQL's unique_violation, as thrown by node-postgres or PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
