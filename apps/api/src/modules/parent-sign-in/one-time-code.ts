import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { oneTimeCodeRules } from '@cic/contract';

/** A new code: `oneTimeCodeRules.length` random digits from the operating system's secure generator. */
export function newOneTimeCode(): string {
  let code = '';
  for (let index = 0; index < oneTimeCodeRules.length; index += 1) code += String(randomInt(0, 10));
  return code;
}

/**
 * Hashes codes with HMAC-SHA256 under a key derived from the server secret, bound to the purpose
 * and e-mail: a stolen table row cannot be brute-forced offline without the secret.
 */
export function createOneTimeCodeHasher(secretKey: string) {
  const key = createHash('sha256').update(`one-time-code:${secretKey}`).digest();
  const hash = (purpose: string, email: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
  return {
    hash,
    /** Constant-time comparison of a typed code with a stored hash. */
    matches(storedHash: string, purpose: string, email: string, code: string): boolean {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(hash(purpose, email, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
export type OneTimeCodeHasher = ReturnType<typeof createOneTimeCodeHasher>;
