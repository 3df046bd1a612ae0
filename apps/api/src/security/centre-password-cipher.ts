import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Centre passwords are shown again to admins (the access link), so they are encrypted
 * with AES-256-GCM rather than hashed. Format: base64url(iv | tag | ciphertext).
 */
export function createCentrePasswordCipher(secretKey: string) {
  const key = createHash('sha256').update(`centre-password:${secretKey}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    /** Constant-time comparison of a typed password with the stored one. */
    matches(sealed: string, candidate: string): boolean {
      const a = createHash('sha256').update(this.decrypt(sealed)).digest();
      const b = createHash('sha256').update(candidate).digest();
      return timingSafeEqual(a, b);
    },
  };
}
export type CentrePasswordCipher = ReturnType<typeof createCentrePasswordCipher>;
