import { randomInt } from 'node:crypto';
import { kualaLumpurDay, referralCodeAlphabet } from '@cic/contract';

const randomPartLength = 6;

/**
 * A registration's readable number and its order's: `REG-20261123-7KQ2MX` and `ORD-20261123-7KQ2MX`,
 * the Kuala Lumpur day of submission and a random part from the look-alike-free alphabet (no
 * sequence needed; the unique indexes catch the rare clash and the submit tries again).
 */
export function newSubmissionNumbers(now: Date) {
  const day = kualaLumpurDay(now).replaceAll('-', '');
  let part = '';
  for (let index = 0; index < randomPartLength; index += 1) {
    part += referralCodeAlphabet[randomInt(referralCodeAlphabet.length)];
  }
  return { registrationNumber: `REG-${day}-${part}`, orderNumber: `ORD-${day}-${part}` };
}
