import type { SimulatedApi } from './controls';

/**
 * Requests per minute per client id and API, in fixed minutes of the simulator's clock. Kept in
 * memory: a restart only forgives the current minute. Null when the call may go ahead, otherwise
 * the seconds until the next minute (the 429's Retry-After).
 */
export function createRateWindows(clock: () => Date) {
  const counts = new Map<string, number>();
  let minute = -1;
  return function take(api: SimulatedApi, clientId: string, limit: number): number | null {
    const now = clock().getTime();
    const current = Math.floor(now / 60_000);
    if (current !== minute) {
      counts.clear();
      minute = current;
    }
    const key = `${api} ${clientId}`;
    const used = counts.get(key) ?? 0;
    if (used >= limit) return Math.max(1, Math.ceil(((current + 1) * 60_000 - now) / 1000));
    counts.set(key, used + 1);
    return null;
  };
}
