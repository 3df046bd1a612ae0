import { randomInt } from 'node:crypto';

/** Lower-case letters and digits without look-alikes (no 0, o, 1, l or i). */
export const centrePasswordAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A new shared centre password people can read out and type on a phone: three groups of four
 * characters joined by dashes (`k7mp-x3qa-9tnz`), about 59 bits of randomness.
 */
export function generateCentrePassword(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => centrePasswordAlphabet[randomInt(centrePasswordAlphabet.length)]).join(
      '',
    ),
  );
  return groups.join('-');
}
