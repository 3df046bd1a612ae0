import type { Measurement } from './measure';

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Times `call` `requests` times, `concurrency` at a time, after `warmup` untimed calls: the same
 * figures as `measure` for work that is not an injected request (a real HTTP call, a bare statement).
 */
export async function timeCalls(
  name: string,
  call: (index: number) => Promise<unknown>,
  { requests = 200, concurrency = 1, warmup = 20 } = {},
): Promise<Measurement> {
  for (let index = 0; index < warmup; index += 1) await call(index);
  const durations: number[] = [];
  let next = warmup;
  const end = warmup + requests;
  const started = performance.now();
  async function worker() {
    while (next < end) {
      const index = next;
      next += 1;
      const t0 = performance.now();
      await call(index);
      durations.push(performance.now() - t0);
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
