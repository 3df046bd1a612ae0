import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { bearer } from './sign-in';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API with a bearer token; an answer of 500 or more fails the test where it happened. */
export async function callApi(
  app: TestApp['app'],
  token: string,
  method: Method,
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response;
}

/** Fetches a signed file link through the server's own file route, as a browser would. */
export function openSignedLink(app: TestApp['app'], url: string) {
  const link = new URL(url);
  return app.inject({ method: 'GET', url: link.pathname + link.search });
}

/** The `data` of a call that must succeed (2xx), e.g. a test's set-up steps; `url` is below /api/v2. */
export async function dataOf(
  app: TestApp['app'],
  token: string,
  method: Method,
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}
