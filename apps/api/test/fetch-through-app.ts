import type { App } from '../src/app';

/**
 * A `fetch` answered by the app in the same process (`app.inject`), so a client pointed at this
 * server's own addresses (the MyInvois simulator) needs no network. The request's AbortSignal
 * ends the wait as a real fetch's would. `sent` lists each request's method and path.
 */
export function fetchThroughApp(app: App) {
  const sent: string[] = [];
  const fetchThrough = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    sent.push(`${init.method ?? 'GET'} ${url.pathname}`);
    const signal = init.signal;
    signal?.throwIfAborted();
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    const answer = await Promise.race([
      app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: init.headers as Record<string, string>,
        payload: init.body as string | undefined,
      }),
      aborted,
    ]);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.body.length === 0 || answer.statusCode === 204;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
  return { fetch: fetchThrough as typeof fetch, sent };
}
