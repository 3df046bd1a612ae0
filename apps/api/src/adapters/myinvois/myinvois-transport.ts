import { myInvoisNotAnswering } from './myinvois-failures';

/** What the client logs: the call's name, status and attempt; never addresses, bodies or tokens. */
export type MyInvoisLog = { warn(details: Record<string, unknown>, text: string): void };

export type TransportSettings = {
  baseUrl: string;
  /** Injected so tests can answer from the simulator in the same process. */
  fetch: typeof fetch;
  /** How long one request may take. */
  timeoutMs: number;
  /** Tries per call, the first included, for 429s and (where safe) failures. */
  attempts: number;
  /** The longest a Retry-After is waited; a longer one ends the call as not answering. */
  longestWaitMs: number;
  sleep: (ms: number) => Promise<void>;
  log?: MyInvoisLog;
};

export type Call = {
  /** A name for logs, such as 'getSubmission' (addresses can hold a TIN). */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Whether a timeout, a network failure or a 5xx may be retried: only for calls that change
   * nothing. A submission or cancellation that may have arrived is not sent again blindly.
   */
  repeatable: boolean;
};

/** Seconds, or an HTTP date; MyInvois sends seconds. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

/** Backs off 0.5 s, 1 s, 2 s… between failed tries. */
const backoffMs = (attempt: number) => 500 * 2 ** (attempt - 1);

/**
 * Sends one call to MyInvois with its timeout. A 429 is retried after its Retry-After; a failure
 * (timeout, network, 5xx) of a repeatable call after a back-off; each within `attempts`. What is
 * left is `myInvoisNotAnswering`, or the response (2xx or a refusal) for the caller to read.
 */
export async function sendCall(settings: TransportSettings, call: Call): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= settings.attempts;
    let response: Response;
    try {
      response = await settings.fetch(`${settings.baseUrl}${call.path}`, {
        method: call.method,
        headers: { accept: 'application/json', ...call.headers },
        body: call.body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (cause) {
      if (!call.repeatable || last) throw myInvoisNotAnswering(cause);
      settings.log?.warn(
        { call: call.name, attempt, failure: 'no answer' },
        'MyInvois did not answer; trying again',
      );
      await settings.sleep(backoffMs(attempt));
      continue;
    }
    if (response.status === 429) {
      const waitMs = retryAfterMs(response.headers.get('retry-after'), Date.now());
      if (last || waitMs > settings.longestWaitMs)
        throw myInvoisNotAnswering(new Error('MyInvois answered 429'));
      settings.log?.warn(
        { call: call.name, attempt, status: 429, waitMs },
        'MyInvois limits the calls; waiting',
      );
      await settings.sleep(waitMs);
      continue;
    }
    if (response.status >= 500) {
      if (!call.repeatable || last)
        throw myInvoisNotAnswering(new Error(`MyInvois answered ${response.status}`));
      settings.log?.warn(
        { call: call.name, attempt, status: response.status },
        'MyInvois failed; trying again',
      );
      await settings.sleep(backoffMs(attempt));
      continue;
    }
    return response;
  }
}
