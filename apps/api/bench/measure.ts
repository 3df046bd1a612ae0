import type { InjectOptions } from 'fastify';

export type Measurement = { name: string; requests: number; perSecond: number; p50: number; p95: number };

/**
 * What the bench calls: the app itself (`app.inject`, no network) or `createHttpCaller`, the same
 * interface over real HTTP to a listening server with keep-alive connections.
 */
export type Caller = { inject(options: InjectOptions): Promise<{ statusCode: number; body: string }> };

export type TimingOptions = { requests?: number; concurrency?: number; warmup?: number };

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Runs `call` `requests` times, `concurrency` at a time, after `warmup` untimed calls (JIT,
 * connections, prepared statements): steady-state figures. `call` gets the call's number
 * (0, 1, ...); the warm-up calls take the first numbers.
 */
export async function timeCalls(
  name: string,
  call: (index: number) => Promise<void>,
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

/**
 * Calls one route through `caller`. `request` may be a function of the call's number when each
 * call needs its own URL or body. Any other status than `status` stops the run.
 */
export function measure(
  caller: Caller,
  name: string,
  request: InjectOptions | ((index: number) => InjectOptions),
  { status = 200, ...timing }: TimingOptions & { status?: number } = {},
): Promise<Measurement> {
  const optionsOf = (index: number) => (typeof request === 'function' ? request(index) : request);
  return timeCalls(
    name,
    async (index) => {
      const response = await caller.inject(optionsOf(index));
      if (response.statusCode !== status)
        throw new Error(`${name}: HTTP ${response.statusCode} ${response.body}`);
    },
    timing,
  );
}
