import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expectCatalogueEnvelope } from '../../test/catalogue-envelope';
import { multipartBody } from '../../test/multipart-body';
import { allowed, callers, matrix, signInCallers } from '../../test/route-access';
import { routeTable } from '../route-table';
import type { Route } from './route';

/**
 * Issue 27: every refusal names its message by a catalogue key. Walks every route of the route
 * table as a caller the authorisation matrix allows and sends input its own schemas refuse (wrong
 * types, missing fields, over-long text, a bad path id, broken JSON): each answer must be a 4xx
 * envelope whose `messageCode`, and every issue's, is a key of the message catalogue.
 */

const someId = '00000000-0000-4000-8000-000000000000';
const tooLong = 'a'.repeat(5000);
/**
 * Numbers just past what a real charge can be (decision 090): a day and more of minutes, RM 1,000
 * and more per unit, the issue's 100,000 minutes at RM 10,000, RM 1,000,000 and one sen in sen,
 * and more than an integer column holds.
 */
const pastTheBounds = [1441, 1000.01, 10_000, 100_000, 100_000_001, 2_147_483_648];
/** Values of every JSON type, text too long for any field, and numbers past every bound. */
const candidates: unknown[] = [
  12345,
  -1.5,
  'x',
  '',
  tooLong,
  true,
  null,
  [],
  [{}],
  { text: 'x' },
  ...pastTheBounds,
];
const queryCandidates = [tooLong, 'x', '-1', ''];

type Probe = { name: string; mustRefuse: boolean } & InjectOptions;

/** The fields of an object schema, or none when the schema is not a plain object. */
function fieldsOf(schema: z.ZodType | undefined): [string, z.ZodType][] {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape ? Object.entries(shape) : [];
}

/** The values of a field its own schema refuses. */
function refusedBy<T>(field: z.ZodType, values: T[]): T[] {
  return values.filter((value) => !field.safeParse(value).success);
}

function urlOf(spec: Route, wrongParam?: string): string {
  return spec.path
    .replace(/:([A-Za-z]+)/g, (_whole, name: string) => (name === wrongParam ? 'not-an-id' : someId))
    .replace('*', 'x');
}

function paramProbes(spec: Route): Probe[] {
  return fieldsOf(spec.params).map(([name]) => ({
    name: `path ${name}`,
    mustRefuse: true,
    method: spec.method,
    url: urlOf(spec, name),
  }));
}

function queryProbes(spec: Route): Probe[] {
  const probe = (name: string, query: string): Probe => ({
    name,
    mustRefuse: true,
    method: spec.method,
    url: `${urlOf(spec)}?${query}`,
  });
  return fieldsOf(spec.query).flatMap(([name, field]) => [
    ...refusedBy(field, queryCandidates).map((value) =>
      probe(`query ${name}=${value.slice(0, 8)}`, `${name}=${encodeURIComponent(value)}`),
    ),
    ...(field.safeParse(['1', '2']).success ? [] : [probe(`query ${name} twice`, `${name}=1&${name}=2`)]),
  ]);
}

function jsonProbes(spec: Route): Probe[] {
  const url = urlOf(spec);
  const json = (name: string, payload: string): Probe => ({
    name,
    mustRefuse: true,
    method: spec.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  const probes = [json('broken JSON', '{"a":'), json('empty JSON', '')];
  if (!spec.body) return probes;
  for (const whole of [[], 'x', null, 42]) {
    if (!spec.body.safeParse(whole).success)
      probes.push(json(`body ${JSON.stringify(whole)}`, JSON.stringify(whole)));
  }
  if (!spec.body.safeParse({}).success) probes.push(json('body {}', '{}'));
  for (const [name, field] of fieldsOf(spec.body)) {
    for (const value of refusedBy(field, candidates)) {
      probes.push(json(`${name}=${JSON.stringify(value).slice(0, 12)}`, JSON.stringify({ [name]: value })));
    }
  }
  return probes;
}

/** Multipart forms are read by their handlers: missing and over-long fields, no files. */
async function multipartProbes(spec: Route): Promise<Probe[]> {
  const fields = spec.multipart ? fieldsOf(spec.multipart.fields) : [];
  const forms = [
    { name: 'multipart without fields', values: {} },
    {
      name: 'multipart over-long fields',
      values: Object.fromEntries(fields.map(([name]) => [name, tooLong])),
    },
  ];
  return Promise.all(
    forms.map(async (form) => {
      const body = await multipartBody(form.values);
      return {
        name: form.name,
        mustRefuse: form.values !== forms[0]?.values || !spec.multipart?.filesOptional,
        method: spec.method,
        url: urlOf(spec),
        headers: body.headers,
        payload: body.payload,
      };
    }),
  );
}

async function probesFor(spec: Route): Promise<Probe[]> {
  const probes = [...paramProbes(spec), ...queryProbes(spec)];
  if (spec.method === 'GET') return probes;
  if (spec.multipart) return [...probes, ...(await multipartProbes(spec))];
  return [...probes, ...jsonProbes(spec)];
}

describe('every refusal names a catalogue message', () => {
  let t: TestApp;
  let issuers: Map<string, () => Promise<string>>;
  let table: Route[];

  beforeAll(async () => {
    t = await buildTestApp();
    issuers = await signInCallers(t.ctx);
    table = routeTable(t.ctx);
  });
  afterAll(() => t.close());

  it('walks every route of the route table', () => {
    expect(Object.keys(matrix)).toEqual(
      expect.arrayContaining(table.map((spec) => `${spec.method} ${spec.path}`)),
    );
  });

  for (const key of Object.keys(matrix)) {
    const expected = matrix[key] ?? 'public';
    const caller = callers.find((candidate) => allowed(expected, candidate) && candidate.role) ?? callers[0];

    it(`${key} as ${caller?.label}`, async () => {
      const spec = table.find((candidate) => `${candidate.method} ${candidate.path}` === key);
      // Routes outside the table (the local file store) have no schemas: a name that is no file.
      const probes = spec
        ? await probesFor(spec)
        : [
            {
              name: 'no such file',
              mustRefuse: true,
              method: 'GET' as const,
              url: key.split(' ')[1]?.replace('*', 'none'),
            },
          ];
      const issue = caller ? issuers.get(caller.label) : undefined;
      const signIn = async () => (issue ? { authorization: `Bearer ${await issue()}` } : {});
      let auth = await signIn();
      for (const probe of probes) {
        const { name, mustRefuse, ...request } = probe;
        const response = await t.app.inject({ ...request, headers: { ...request.headers, ...auth } });
        if (mustRefuse || response.statusCode >= 400) {
          expectCatalogueEnvelope(response, name);
        } else {
          expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          // An accepted request may end its session (logout): sign in afresh.
          auth = await signIn();
        }
      }
    });
  }
});
