import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer token: 32 random bytes; only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
