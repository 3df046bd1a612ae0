import { expect } from 'vitest';
import { bearer } from './sign-in';

/** `promise`, or a failure naming the wait when nothing came within `ms`. */
export const within = <T>(promise: Promise<T>, ms = 5_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);

/** One server-sent events stream read over HTTP: each event as it comes, and whether it ended. */
export async function openStream(baseUrl: string, path: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v2${path}`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  /** The next event's name and data, or 'ended' when the server closed the stream. */
  async function next(): Promise<{ event: string; data: unknown } | 'ended'> {
    for (;;) {
      const blockEnd = buffered.indexOf('\n\n');
      if (blockEnd >= 0) {
        const block = buffered.slice(0, blockEnd);
        buffered = buffered.slice(blockEnd + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        if (fields.event) return { event: fields.event, data: JSON.parse(fields.data ?? 'null') };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return 'ended';
      buffered += value;
    }
  }
  // The server follows new messages from its `ready` on.
  if (response.ok) expect(await within(next())).toEqual({ event: 'ready', data: null });
  return { response, next, close: () => controller.abort() };
}
