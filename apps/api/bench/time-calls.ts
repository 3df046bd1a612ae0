import type { Measurement, TimingOptions } from './measure';

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Times `call` `requests` times, `concurrency` at a time, after `warmup` untimed calls made the
 * same way (JIT, the pool's connections, prepared statements): steady-state figures. `call` gets
 * the call's number (0, 1, ...; the warm-up calls take the first numbers). Serves injected
 * requests (`measure`), real HTTP calls and bare statements alike.
 */
export async function timeCalls(
  name: string,
  call: (index: number) => Promise<unknown>,
  { requests = 500, concurrency = 8, warmup = 50 }: TimingOptions = {},
): Promise<Measurement> {
  for (let index = 0; index < warmup; index += concurrency) {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, warmup - index) }, (_, offset) => call(index + offset)),
    );
  }
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
