import { checkInFieldsSchema } from '@cic/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expectCatalogueEnvelope } from '../../test/catalogue-envelope';
import { watchDatabase } from '../../test/database-fingerprint';
import { multipartBody } from '../../test/multipart-body';
import { allowed, callers, matrix, signInCallers } from '../../test/route-access';
import { mulberry32 } from '../db/seed/random';

/**
 * Sends hostile input to every route in the route table, as a caller the authorisation matrix
 * allows, and checks: no 5xx, every error is the JSON envelope naming a catalogue message (issue 27),
 * and a refused request leaves the database as it was. Deterministic: one seeded generator per route.
 */

const hostileText = ['a\u0000b', '\uD800', 'x\uDC00y', 'a'.repeat(10_000)];
const hostileDates = ['0000-01-01', '99999-01-01', '0099-06-15'];
// Past what a real charge can be (decision 090): the issue's 100,000 minutes and RM 10,000, more
// sen than RM 1,000,000, more than an integer column holds.
const hostileNumbers = [
  -1,
  '-1',
  '0x24',
  '1e3',
  'Infinity',
  ' 5',
  100_000,
  10_000,
  100_000_001,
  2_147_483_648,
];
const hostileScalars: (string | number)[] = [...hostileText, ...hostileDates, ...hostileNumbers];
// Arrays where objects go, objects where strings go.
const hostileValues: unknown[] = [...hostileScalars, [], [{}], { text: 'x' }];

/** Percent-encodes every UTF-16 unit on its own, so a lone surrogate reaches the server as bytes. */
function encodeUnits(text: string): string {
  return Array.from({ length: text.length }, (_, index) => {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(text[index] as string);
  }).join('');
}

type OpenApiPaths = Record<string, Record<string, Operation>>;
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** The query and body field names the route's own schema declares, from the OpenAPI document. */
function fieldsOf(paths: OpenApiPaths, method: string, pattern: string) {
  const openApiPath = pattern.replace(/:([A-Za-z]+)/g, '{$1}').replace('*', '{*}');
  const operation = paths[openApiPath]?.[method.toLowerCase()] ?? {};
  return {
    query: (operation.parameters ?? []).filter((item) => item.in === 'query').map((item) => item.name),
    body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
  };
}

type Probe = { name: string } & InjectOptions;

/** A few hundred requests in all: path, query, body, content-type and multipart variants per route. */
async function probesFor(
  paths: OpenApiPaths,
  method: string,
  pattern: string,
  random: () => number,
): Promise<Probe[]> {
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)] as T;
  const { query, body } = fieldsOf(paths, method, pattern);
  const withParams = (value: string) =>
    pattern.replace(/:[A-Za-z]+/g, encodeUnits(value)).replace('*', encodeUnits(value));
  const url = withParams('00000000-0000-4000-8000-000000000000');
  const probes: Probe[] = [];

  if (/[:*]/.test(pattern)) {
    for (const value of ['a\u0000b', 'a'.repeat(10_000), String(pick(hostileScalars))]) {
      probes.push({ name: `path ${JSON.stringify(value.slice(0, 12))}`, method, url: withParams(value) });
    }
  }
  const queryNames = [...query, 'unknown'];
  probes.push({
    name: 'query scalars',
    method,
    url: `${url}?${queryNames.map((name) => `${name}=${encodeUnits(String(pick(hostileScalars)))}`).join('&')}`,
  });
  probes.push({
    name: 'query arrays',
    method,
    url: `${url}?${queryNames.flatMap((name) => [`${name}=1`, `${name}=${encodeUnits(String(pick(hostileScalars)))}`]).join('&')}`,
  });
  if (method === 'GET') return probes;

  const json = { 'content-type': 'application/json' };
  for (let round = 0; round < 3; round += 1) {
    const payload = Object.fromEntries([...body, 'unknown'].map((name) => [name, pick(hostileValues)]));
    probes.push({ name: `body ${round}`, method, url, headers: json, payload: JSON.stringify(payload) });
  }
  probes.push(
    { name: 'array body', method, url, headers: json, payload: '[{}]' },
    { name: 'string body', method, url, headers: json, payload: '"\\u0000"' },
    { name: 'empty JSON', method, url, headers: json, payload: '' },
    { name: 'broken JSON', method, url, headers: json, payload: '{"a":' },
    { name: 'text/plain', method, url, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { name: 'xml', method, url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    {
      name: 'form',
      method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00',
    },
  );
  // The multipart check-in form's fields, besides the JSON body's names.
  const formNames = [...new Set([...body, ...Object.keys(checkInFieldsSchema.shape)])];
  const form = await multipartBody(
    Object.fromEntries(formNames.map((name) => [name, String(pick(hostileScalars))])),
  );
  probes.push({ name: 'multipart', method, url, headers: form.headers, payload: form.payload });
  return probes;
}

function describeFailure(probe: Probe, response: LightMyRequestResponse) {
  return `${probe.name}: ${response.statusCode} ${response.body.slice(0, 300)}`;
}

function expectEnvelope(probe: Probe, response: LightMyRequestResponse) {
  expect(response.statusCode, describeFailure(probe, response)).toBeLessThan(500);
  if (response.statusCode >= 400) expectCatalogueEnvelope(response, probe.name);
}

describe('hostile input on every route', () => {
  let t: TestApp;
  let issuers: Map<string, () => Promise<string>>;
  let paths: OpenApiPaths;

  beforeAll(async () => {
    t = await buildTestApp();
    issuers = await signInCallers(t.ctx);
    paths = (t.app.swagger() as { paths: OpenApiPaths }).paths;
  });
  afterAll(() => t.close());

  it('fuzzes every registered route', () => {
    expect(t.app.routeTable.length).toBe(Object.keys(matrix).length);
  });

  for (const [index, key] of Object.keys(matrix).entries()) {
    const [method, pattern] = key.split(' ') as [string, string];
    const expected = matrix[key] ?? 'public';
    const caller = callers.find((candidate) => allowed(expected, candidate) && candidate.role) ?? callers[0];
    // An event stream takes no input to fuzz, and an allowed caller's answer never ends.
    const stream = expected !== 'public' && expected.stream === true;

    it.skipIf(stream)(`${key} as ${caller?.label}`, async () => {
      const issue = caller ? issuers.get(caller.label) : undefined;
      const signIn = async () => (issue ? { authorization: `Bearer ${await issue()}` } : {});
      let auth = await signIn();
      const database = await watchDatabase(t.ctx);
      let before = await database.current();
      for (const probe of await probesFor(paths, method, pattern, mulberry32(20261123 + index))) {
        const response = await t.app.inject({ ...probe, headers: { ...probe.headers, ...auth } });
        expectEnvelope(probe, response);
        if (response.statusCode >= 400) {
          expect(await database.current(), describeFailure(probe, response)).toEqual(before);
        } else {
          // An accepted request may change data and end its session (logout): sign in afresh.
          auth = await signIn();
        }
        before = await database.current();
      }
    });
  }

  it('answers unreadable headers, a malformed URL and an oversized body with the envelope', async () => {
    const probes: Probe[] = [
      { name: 'bad URL', method: 'GET', url: '/api/v2/center/%E0%A4%A' },
      {
        name: 'NUL token',
        method: 'GET',
        url: '/api/v2/auth',
        headers: { authorization: 'Bearer a\u0000b' },
      },
      {
        name: 'surrogate token',
        method: 'GET',
        url: '/api/v2/auth',
        headers: { authorization: 'Bearer \uD800' },
      },
      {
        name: 'long token',
        method: 'GET',
        url: '/api/v2/auth',
        headers: { authorization: `Bearer ${'a'.repeat(10_000)}` },
      },
      {
        name: 'oversized body',
        method: 'POST',
        url: '/api/v2/center/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ id: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
      },
    ];
    for (const probe of probes) {
      const response = await t.app.inject(probe);
      expectEnvelope(probe, response);
      expect(response.statusCode, probe.name).toBeGreaterThanOrEqual(400);
    }
  });
});
