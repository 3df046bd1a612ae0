import { type ApiAuth, apiBase, authorisation } from './api-client';

/** Waits before the next try after a failure, growing to half a minute; a clean end reconnects at once. */
const retryDelaysMs = [1_000, 3_000, 10_000, 30_000];

/** Splits server-sent event blocks off `text`; answers the events' names and the text left over. */
export function takeEvents(text: string): { events: string[]; rest: string } {
  const events: string[] = [];
  let rest = text.replaceAll('\r\n', '\n');
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const name = block
      .split('\n')
      .find((line) => line.startsWith('event:'))
      ?.slice('event:'.length)
      .trim();
    if (name) events.push(name);
  }
  return { events, rest };
}

/**
 * Follows an API event stream (`text/event-stream`) with the session's bearer token, which the
 * browser's EventSource cannot send. `onOpen` runs on every (re)connection once the server says
 * `ready`, so the page reads again what it may have missed while away; `onEvent` on each other event. Reconnects after the server ends
 * the stream or the network drops, and when the phone comes back online. Answers a function that
 * stops following.
 */
export function followEventStream(
  path: string,
  auth: ApiAuth,
  handlers: { onOpen: () => void; onEvent: (name: string) => void },
): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect() {
    clearTimeout(timer);
    if (stopped) return;
    const mine = new AbortController();
    controller = mine;
    try {
      const response = await fetch(`${apiBase}${path}`, {
        headers: { ...authorisation(auth), Accept: 'text/event-stream' },
        signal: mine.signal,
      });
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      failures = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeEvents(text + value);
        text = taken.rest;
        for (const name of taken.events) {
          // The server follows from here: what came before is read again.
          if (name === 'ready') handlers.onOpen();
          else handlers.onEvent(name);
        }
      }
      schedule(0);
    } catch {
      // Aborted by a reconnection of our own, which has already scheduled the next try.
      if (stopped || mine.signal.aborted) return;
      schedule(retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 30_000);
      failures += 1;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), delayMs);
  }

  const reconnectNow = () => {
    controller?.abort();
    schedule(0);
  };
  window.addEventListener('online', reconnectNow);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
    controller?.abort();
  };
}
