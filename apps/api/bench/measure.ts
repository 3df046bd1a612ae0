import type { InjectOptions } from 'fastify';
import type { App } from '../src/app';

export type Measurement = { name: string; requests: number; perSecond: number; p50: number; p95: number };

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Calls one route `requests` times, `concurrency` at a time, through app.inject. */
export async function measure(
  app: App,
  name: string,
  request: InjectOptions,
  { requests = 500, concurrency = 8 } = {},
): Promise<Measurement> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      next += 1;
      const t0 = performance.now();
      const response = await app.inject(request);
      durations.push(performance.now() - t0);
      if (response.statusCode !== 200)
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
