import { readFileSync } from 'node:fs';
import type { Measurement, TimingOptions } from './measure';

type Call = (index: number) => Promise<unknown>;
type Timed = { seconds: number; durations: number[] };

/**
 * CPU time the whole machine has spent busy so far, in ms (Linux `/proc/stat`: every process,
 * PostgreSQL's too); undefined where there is no such file.
 */
function machineBusyMs(): number | undefined {
  try {
    const [user, nice, system, _idle, _iowait, irq, softirq, steal] =
      readFileSync('/proc/stat', 'latin1').split('\n', 1)[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const ticks = [user, nice, system, irq, softirq, steal].reduce<number>(
      (sum, value) => sum + (value ?? 0),
      0,
    );
    return (ticks * 1000) / 100; // USER_HZ: 100 ticks a second on Linux
  } catch {
    return undefined;
  }
}

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
  const cpu = process.cpuUsage();
  const timed = await timeRange(call, warmup, warmup + requests, concurrency);
  const used = process.cpuUsage(cpu);
  return { ...summary(name, [timed]), cpuMs: (used.user + used.system) / 1000 / requests };
}

export type Compared = {
  first: Measurement;
  second: Measurement;
  roundRatios: number[];
  /** This process's CPU per call of `first`: over HTTP, what the load generator itself takes of the machine. */
  firstCpuMs: number;
  /** The whole machine's busy CPU per call of each side (every process: client, API, PostgreSQL). */
  machineCpuMs?: { first: number; second: number };
};

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
): Promise<Compared> {
  await warm(first.call, 0, warmup, concurrency);
  await warm(second.call, 0, warmup, concurrency);
  const firstParts: Timed[] = [];
  const secondParts: Timed[] = [];
  const roundRatios: number[] = [];
  let firstCpuMicros = 0;
  const machine = { first: 0, second: 0 };
  let machineKnown = machineBusyMs() !== undefined;
  const busySince = (start: number | undefined) => {
    const now = machineBusyMs();
    if (now === undefined || start === undefined) machineKnown = false;
    return (now ?? 0) - (start ?? 0);
  };
  for (let round = 0; round < rounds; round += 1) {
    const from = warmup + Math.floor((requests * round) / rounds);
    const to = warmup + Math.floor((requests * (round + 1)) / rounds);
    const cpu = process.cpuUsage();
    const firstStart = machineBusyMs();
    const a = await timeRange(first.call, from, to, concurrency);
    machine.first += busySince(firstStart);
    const used = process.cpuUsage(cpu);
    firstCpuMicros += used.user + used.system;
    const secondStart = machineBusyMs();
    const b = await timeRange(second.call, from, to, concurrency);
    machine.second += busySince(secondStart);
    firstParts.push(a);
    secondParts.push(b);
    roundRatios.push(b.seconds / a.seconds);
  }
  return {
    first: summary(first.name, firstParts),
    second: summary(second.name, secondParts),
    roundRatios,
    firstCpuMs: firstCpuMicros / 1000 / requests,
    ...(machineKnown
      ? { machineCpuMs: { first: machine.first / requests, second: machine.second / requests } }
      : {}),
  };
}
