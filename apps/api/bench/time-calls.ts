import { type CpuMeter, thisProcessMeter } from './cpu-meters';
import type { Measurement, TimingOptions } from './measure';

type Call = (index: number) => Promise<unknown>;
type Timed = { seconds: number; durations: number[] };

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Untimed calls `from` to `to` - 1, `concurrency` at a time (JIT, pool connections, prepared statements). */
async function warm(call: Call, from: number, to: number, concurrency: number) {
  for (let index = from; index < to; index += concurrency) {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, to - index) }, (_, offset) => call(index + offset)),
    );
  }
}

/** Calls `from` to `to` - 1, `concurrency` at a time, each call timed. */
async function timeRange(call: Call, from: number, to: number, concurrency: number): Promise<Timed> {
  const durations: number[] = [];
  let next = from;
  const started = performance.now();
  async function worker() {
    while (next < to) {
      const index = next;
      next += 1;
      const t0 = performance.now();
      await call(index);
      durations.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { seconds: (performance.now() - started) / 1000, durations };
}

function summary(name: string, parts: Timed[]): Measurement {
  const durations = parts.flatMap((part) => part.durations).sort((a, b) => a - b);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return {
    name,
    requests: durations.length,
    perSecond: durations.length / seconds,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
  };
}

/**
 * Times `call` `requests` times, `concurrency` at a time, after `warmup` untimed calls made the
 * same way: steady-state figures. `call` gets the call's number (0, 1, ...; the warm-up calls take
 * the first numbers). Serves injected requests (`measure`), real HTTP calls and bare statements alike.
 */
export async function timeCalls(
  name: string,
  call: Call,
  { requests = 500, concurrency = 8, warmup = 50 }: TimingOptions = {},
): Promise<Measurement> {
  await warm(call, 0, warmup, concurrency);
  const cpu = thisProcessMeter(name);
  const before = cpu.busyMs() ?? 0;
  const timed = await timeRange(call, warmup, warmup + requests, concurrency);
  return { ...summary(name, [timed]), cpuMs: ((cpu.busyMs() ?? 0) - before) / requests };
}

export type Compared = {
  first: Measurement;
  second: Measurement;
  roundRatios: number[];
  /** Each meter's CPU per call of each side: where a side's time went (client, API, the rest). */
  cpuMs: { name: string; first: number; second: number }[];
};

/** What each meter has counted so far (undefined for a meter that cannot be read). */
function readMeters(meters: CpuMeter[]) {
  return meters.map((meter) => meter.busyMs());
}

/**
 * Two calls (an endpoint over HTTP and the same work without it) timed in `rounds` alternating
 * rounds, each taking its share of the same call numbers: a slow spell of the machine (another
 * process, the database's checkpoint, a growing table) falls on both rather than on whichever ran
 * second. `roundRatios` are first / second per round, the spread of the ratio.
 */
export async function timeAlternately(
  first: { name: string; call: Call },
  second: { name: string; call: Call },
  { requests = 500, concurrency = 8, warmup = 50, rounds = 4 }: TimingOptions & { rounds?: number },
  meters: CpuMeter[] = [],
): Promise<Compared> {
  await warm(first.call, 0, warmup, concurrency);
  await warm(second.call, 0, warmup, concurrency);
  const parts = { first: [] as Timed[], second: [] as Timed[] };
  const spent = meters.map((meter) => ({ name: meter.name, first: 0, second: 0, readable: true }));
  const timeSide = async (side: 'first' | 'second', call: Call, from: number, to: number) => {
    const before = readMeters(meters);
    const timed = await timeRange(call, from, to, concurrency);
    const after = readMeters(meters);
    spent.forEach((tally, index) => {
      const [start, end] = [before[index], after[index]];
      if (start === undefined || end === undefined) tally.readable = false;
      else tally[side] += end - start;
    });
    parts[side].push(timed);
    return timed;
  };
  const roundRatios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const from = warmup + Math.floor((requests * round) / rounds);
    const to = warmup + Math.floor((requests * (round + 1)) / rounds);
    const a = await timeSide('first', first.call, from, to);
    const b = await timeSide('second', second.call, from, to);
    roundRatios.push(b.seconds / a.seconds);
  }
  return {
    first: summary(first.name, parts.first),
    second: summary(second.name, parts.second),
    roundRatios,
    cpuMs: spent
      .filter((tally) => tally.readable)
      .map(({ name, first, second }) => ({ name, first: first / requests, second: second / requests })),
  };
}
