const minute = 60_000;

/** Whole days from `since` (ms) to a sign-in answer's `expiresAt`, to the nearest minute. */
export function daysUntil(expiresAt: string, since: number): number {
  return Math.round((Date.parse(expiresAt) - since) / minute) / (24 * 60);
}
