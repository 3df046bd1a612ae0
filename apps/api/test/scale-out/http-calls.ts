import { expect } from 'vitest';
import { bearer } from '../sign-in';

type Method = 'GET' | 'POST';

/**
 * Calls an API process (or the proxy) over real HTTP with a bearer token, as a phone does; an
 * answer of 500 or more fails the test where it happened.
 */
export async function callOver(
  origin: string,
  token: string,
  method: Method,
  url: string,
  body?: { payload: Buffer; headers: Record<string, string> },
) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { ...bearer(token), ...body?.headers },
    body: body ? new Uint8Array(body.payload) : undefined,
  });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  return { status: response.status, data: () => JSON.parse(text).data, text };
}

/** The bytes and type a signed link serves. */
export async function fetchLink(link: string) {
  const response = await fetch(link);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
