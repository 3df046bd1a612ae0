import type { InjectOptions } from 'fastify';
import type { App } from '../src/app';
import { timeCalls } from './time-calls';

export type Measurement = { name: string; requests: number; perSecond: number; p50: number; p95: number };

/**
 * Calls one route `requests` times, `concurrency` at a time, through app.inject, after `warmup`
 * untimed calls (JIT, the pool's connections, prepared statements): steady-state figures.
 * `request` may be a function of the call's number (0, 1, ...) when each call needs its own URL
 * or body; the warm-up calls take the first numbers.
 */
export async function measure(
  app: App,
  name: string,
  request: InjectOptions | ((index: number) => InjectOptions),
  { requests = 500, concurrency = 8, status = 200, warmup = 50 } = {},
): Promise<Measurement> {
  const optionsOf = (index: number) => (typeof request === 'function' ? request(index) : request);
  return timeCalls(
    name,
    async (index) => {
      const response = await app.inject(optionsOf(index));
      // Warm-up answers are not checked, as before: only the timed calls must succeed.
      if (index >= warmup && response.statusCode !== status) {
        throw new Error(`${name}: HTTP ${response.statusCode} ${response.body}`);
      }
    },
    { requests, concurrency, warmup },
  );
}
