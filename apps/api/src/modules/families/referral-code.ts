import { randomInt } from 'node:crypto';
import { referralCodeAlphabet } from '@cic/contract';

/** 'CIC' and 5 characters of the look-alike-free alphabet, from the secure generator. */
export function newReferralCode(): string {
  let code = 'CIC';
  for (let index = 0; index < 5; index += 1)
    code += referralCodeAlphabet[randomInt(referralCodeAlphabet.length)];
  return code;
}
