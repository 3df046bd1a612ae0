import { messageText } from '@cic/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart-body';
import { callers, signInCallers } from '../../test/route-access';

/**
 * Issue 19, in the manner of Schemathesis (which needs PyPI): requests generated from the served
 * document for every operation, as every caller of the authorisation matrix, must answer a status
 * the document lists for that operation, and never a 5xx. Values follow each schema most of the
 * time and break it (NUL, wrong types, empty) the rest. One fixed seed, so a failure replays;
 * `PROPERTY_SEED` picks another, and the failure prints the seed to use.
 */

const seed = Number(process.env.PROPERTY_SEED ?? 20261124);
/** Requests per operation: 1,200 in all, about 30 s on two busy cores. */
const runsPerOperation = 12;

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

// NUL first: PostgreSQL refuses it, so it finds the strings that reach the database unchecked.
const hostile = fc.oneof(
  { arbitrary: fc.constant<unknown>('a\u0000b'), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>('', -1, 0, null, 'x'.repeat(300), {}, [], true), weight: 3 },
);
const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10));

/** Values for a schema: valid ones four times in five, hostile ones otherwise. */
function valuesOf(schema: Schema, document: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validOf(schema, document, depth), weight: 4 },
    { arbitrary: hostile, weight: 1 },
  );
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date') return day;
  if (schema.format === 'date-time') return day.map((value) => `${value}T03:00:00.000Z`);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length <= (schema.maxLength ?? 500));
    } catch {
      // A pattern fast-check cannot invert: plain strings.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function validOf(schema: Schema, document: OpenApi, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const named = document.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    return named ? validOf(named, document, depth) : fc.constant(null);
  }
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map((choice) => validOf(choice, document, depth)));
    if (schema.allOf?.[0]) return validOf(schema.allOf[0], document, depth);
    switch (schema.type) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(valuesOf(schema.items ?? {}, document, depth + 1), { maxLength: 3 });
      case 'object': {
        if (depth > 3) return fc.constant({});
        const properties = schema.properties ?? {};
        const shape = Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [
            name,
            valuesOf(property, document, depth + 1),
          ]),
        );
        return fc.record(shape, {
          requiredKeys: (schema.required ?? []).filter((name) => name in properties),
        });
      }
      default:
        return fc.oneof(fc.string({ maxLength: 10 }), fc.integer());
    }
  })();
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** One request of an operation: its path, query and body from their schemas. */
function requestsOf(path: string, method: string, operation: Operation, document: OpenApi) {
  const parameters = operation.parameters ?? [];
  const inPlace = (place: string) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((item) => item.in === place)
          .map((item) => [item.name, valuesOf(item.schema, document)]),
      ),
      {
        requiredKeys: parameters
          .filter((item) => item.in === place && item.required)
          .map((item) => item.name),
      },
    );
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  const body = json ? valuesOf(json, document) : form ? validOf(form, document, 0) : fc.constant(undefined);
  return fc
    .record({ params: inPlace('path'), query: inPlace('query'), body })
    .map(({ params, query, body }) => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        // An empty path segment would name another route: it stands for a value that names nothing.
        encodeURIComponent(asText(params[name]) || 'nothing'),
      );
      const search = new URLSearchParams(
        Object.entries(query).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, asText(item)]),
        ),
      ).toString();
      return { method, url: search ? `${url}?${search}` : url, body, form: Boolean(form) };
    });
}

async function injectOptions(
  request: { method: string; url: string; body: unknown; form: boolean },
  token: string | null,
): Promise<InjectOptions> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const options = { method: request.method as InjectOptions['method'], url: request.url };
  if (request.form) {
    const fields = Object.entries((request.body ?? {}) as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && typeof value !== 'object',
    );
    const form = await multipartBody(
      Object.fromEntries(fields.map(([name, value]) => [name, asText(value)])),
      [{ field: 'image', bytes: Buffer.from('not an image'), type: 'image/jpeg', name: 'photo.jpg' }],
    );
    return { ...options, headers: { ...headers, ...form.headers }, payload: form.payload };
  }
  if (request.body === undefined) return { ...options, headers };
  return {
    ...options,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(request.body),
  };
}

describe('requests generated from the document, for every operation and every caller', () => {
  let t: TestApp;
  let document: OpenApi;
  let issuers: Map<string, () => Promise<string>>;

  beforeAll(async () => {
    // The queue runs: a valid request that queues work (a month's billing run) must find it taking jobs.
    t = await buildTestApp({ jobs: true });
    issuers = await signInCallers(t.ctx);
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  // Every operation twelve times: minutes on a shared two-core machine, so the limit only stops a hang.
  it('answers only statuses the document lists, and never a 5xx', async () => {
    // An event stream takes no input to generate, and an allowed caller's answer never ends
    // (`live-messages.test.ts` opens each; the authorisation matrix checks its refusals).
    const isStream = (operation: { responses: Record<string, unknown> }) =>
      Object.values(operation.responses).some((answer) =>
        JSON.stringify((answer as { content?: object }).content ?? {}).includes('text/event-stream'),
      );
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !isStream(operation))
        .map(([method, operation]) => ({
          path,
          method: method.toUpperCase(),
          operation,
        })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const started = Date.now();
    for (const [index, { path, method, operation }] of operations.entries()) {
      const documented = Object.keys(operation.responses).map(Number);
      const property = fc.asyncProperty(
        fc.constantFrom(...callers),
        requestsOf(path, method, operation, document),
        async (caller, request) => {
          const issue = issuers.get(caller.label);
          const response = await t.app.inject(await injectOptions(request, issue ? await issue() : null));
          const what = `${operation.operationId} as ${caller.label}: ${request.method} ${request.url} answered ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500 || !documented.includes(response.statusCode)) {
            throw new Error(`${what}; the document lists ${documented.join(', ')}`);
          }
          // Issue 27: a refusal names its message by a catalogue key.
          const code = response.statusCode >= 400 ? response.json().messageCode : undefined;
          if (response.statusCode >= 400 && (typeof code !== 'string' || messageText(code) === code)) {
            throw new Error(`${what}; no catalogue messageCode`);
          }
        },
      );
      const result = await fc.check(property, {
        seed: seed + index,
        numRuns: runsPerOperation,
        endOnFailure: true,
      });
      if (result.failed) {
        throw new Error(
          `${fc.defaultReportMessage(result)}\nReplay with PROPERTY_SEED=${seed} (operation ${index}, seed ${seed + index}).`,
        );
      }
    }
    console.info(
      `${operations.length} operations × ${runsPerOperation} requests in ${Date.now() - started} ms`,
    );
  }, 420_000);
});
