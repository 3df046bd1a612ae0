import type { InjectOptions } from 'fastify';
import { timeCalls } from './time-calls';

export type Measurement = {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** This process's CPU per timed call, all its threads (libvips' too); from `timeCalls`. */
  cpuMs?: number;
};

/**
 * What the bench calls: the app itself (`app.inject`, no network) or `createHttpCaller`, the same
 * interface over real HTTP to a listening server with keep-alive connections.
 */
export type Caller = { inject(options: InjectOptions): Promise<{ statusCode: number; body: string }> };

export type TimingOptions = { requests?: number; concurrency?: number; warmup?: number };

/**
 * One call of a route through `caller`, as `timeCalls` takes it. `request` may be a function of the
 * call's number when each call needs its own URL or body. Any other status than `status` stops the run.
 */
export function routeCall(
  caller: Caller,
  name: string,
  request: InjectOptions | ((index: number) => InjectOptions),
  status = 200,
) {
  const optionsOf = (index: number) => (typeof request === 'function' ? request(index) : request);
  return async (index: number) => {
    const response = await caller.inject(optionsOf(index));
    if (response.statusCode !== status)
      throw new Error(`${name}: HTTP ${response.statusCode} ${response.body}`);
  };
}

/** Times one route through `caller` (see `routeCall` and `timeCalls`). */
export function measure(
  caller: Caller,
  name: string,
  request: InjectOptions | ((index: number) => InjectOptions),
  { status = 200, ...timing }: TimingOptions & { status?: number } = {},
): Promise<Measurement> {
  return timeCalls(name, routeCall(caller, name, request, status), timing);
}
