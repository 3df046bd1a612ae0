import type { InjectOptions } from 'fastify';
import type { App } from '../src/app';

export type Measurement = { name: string; requests: number; perSecond: number; p50: number; p95: number };

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

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
  const durations: number[] = [];
  const optionsOf = (index: number) => (typeof request === 'function' ? request(index) : request);
  for (let index = 0; index < warmup; index += concurrency) {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, warmup - index) }, (_, offset) =>
        app.inject(optionsOf(index + offset)),
      ),
    );
  }
  let next = warmup;
  const end = warmup + requests;
  const started = performance.now();
  async function worker() {
    while (next < end) {
      const index = next;
      next += 1;
      const options = optionsOf(index);
      const t0 = performance.now();
      const response = await app.inject(options);
      durations.push(performance.now() - t0);
      if (response.statusCode !== status)
        throw new Error(`${name}: HTTP ${response.statusCode} ${response.body}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    name,
    requests,
    perSecond: requests / seconds,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
  };
}
