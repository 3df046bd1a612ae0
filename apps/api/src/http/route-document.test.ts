import { calendarDatePattern } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { routeTable } from '../route-table';
import { errorStatuses, type Route } from './route';

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };
type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: unknown[];
  operationId?: string;
  description?: string;
  summary?: string;
  tags?: string[];
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaNode> };
};
type SchemaNode = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
};

/** `:id` in the router is `{id}` in OpenAPI. */
const documentPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const keysOf = (schema: z.ZodType | undefined) =>
  schema ? Object.keys((z.toJSONSchema(schema, { io: 'input' }) as JsonSchema).properties ?? {}).sort() : [];

/** A property that names a record: `id`, `...Id`, `...ID`, `...Ids`, or the student list's `ID_STUDENT`. */
const namesARecord = /^id$|Id$|ID$|Ids$|^ID_/;

/**
 * Ids in answers that are not UUIDs, by operation, status and place in the answer, with the reason.
 * Every other one comes from a UUID column and must say `format: uuid` so generated clients know it.
 */
const idsNotUuids: Record<string, string> = {
  'GET /api/v2/admin/referral-leaderboard 200 data[].referralLogs[].studentID':
    "the registration number the spec's referral log calls Student ID (`REG-yyyyMMdd-...`)",
};

/** Every place under `schema` where a property that names a record may be a string that is not a UUID. */
function idsWithoutUuidFormat(
  schema: SchemaNode | undefined,
  named: Record<string, SchemaNode>,
  place = '',
  seen = new Set<string>(),
): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return seen.has(name) ? [] : idsWithoutUuidFormat(named[name], named, place, new Set([...seen, name]));
  }
  const walk = (child: SchemaNode | undefined, childPlace: string) =>
    idsWithoutUuidFormat(child, named, childPlace, seen);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = branches.flatMap((branch) => walk(branch, place));
  if (schema.items) found.push(...walk(schema.items, `${place}[]`));
  if (typeof schema.additionalProperties === 'object')
    found.push(...walk(schema.additionalProperties, `${place}{}`));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const propertyPlace = place ? `${place}.${name}` : name;
    if (namesARecord.test(name) && mayBePlainString(property, named)) found.push(propertyPlace);
    found.push(...walk(property, propertyPlace));
  }
  return found;
}

/** True when a value of `schema` (an array's items, any branch) may be a string that is not a UUID. */
function mayBePlainString(schema: SchemaNode | undefined, named: Record<string, SchemaNode>): boolean {
  if (!schema) return false;
  if (schema.$ref) return mayBePlainString(named[schema.$ref.replace('#/components/schemas/', '')], named);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length > 0) return branches.some((branch) => mayBePlainString(branch, named));
  if (schema.items) return mayBePlainString(schema.items, named);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && schema.format !== 'uuid';
}

/** Every property and parameter of the requests, by operation and place, with its schema. */
function requestFields(document: OpenApiDocument): { place: string; name: string; schema: SchemaNode }[] {
  const named = document.components?.schemas ?? {};
  const fields: { place: string; name: string; schema: SchemaNode }[] = [];
  const walk = (schema: SchemaNode | undefined, place: string) => {
    if (!schema) return;
    if (schema.$ref) return walk(named[schema.$ref.replace('#/components/schemas/', '')], place);
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      walk(branch, place);
    }
    walk(schema.items, `${place}[]`);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      fields.push({ place: `${place}.${name}`, name, schema: property });
      walk(property, `${place}.${name}`);
    }
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        const schema = (parameter as { schema?: SchemaNode }).schema ?? {};
        fields.push({ place: `${at} ${parameter.in}.${parameter.name}`, name: parameter.name, schema });
        walk(schema, `${at} ${parameter.in}.${parameter.name}`);
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        walk(media.schema as SchemaNode, `${at} ${type}`);
      }
    }
  }
  return fields;
}

/** The string and number schemas a field's value may match (its branches, not arrays). */
function leaves(schema: SchemaNode): SchemaNode[] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return branches.length > 0 ? branches.flatMap(leaves) : [schema];
}

/** Request numbers with no upper or lower bound, with the reason. */
const unboundedNumbers: Record<string, string> = {
  'PUT /api/v2/admin/overtime/reports/items/{itemId} application/json.amount':
    'shown in the form and ignored: the server computes the amount',
};

/** Routes served outside the table: the local file store's signed links (see adapters/local-file-route). */
const servedOutsideTable = ['GET /api/files/{key}'];

describe('the OpenAPI document and the route table', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let table: Route[];

  beforeAll(async () => {
    t = await buildTestApp();
    table = routeTable(t.ctx);
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  it('lists every route of the table, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = table.map((spec) => `${spec.method} ${documentPath(spec.path)}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(documented.filter((operation) => !servedOutsideTable.includes(operation)).sort()).toEqual(
      declared.sort(),
    );
  });

  it('names every operation once, the file route included', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents each route with the schemas, access and answers it declares', () => {
    for (const spec of table) {
      const operation = document.paths[documentPath(spec.path)]?.[spec.method.toLowerCase()];
      const name = `${spec.method} ${spec.path}`;
      expect(operation, name).toBeDefined();
      if (!operation) continue;
      const parameters = (place: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === place)
          .map((parameter) => parameter.name)
          .sort();
      expect(parameters('path'), name).toEqual(keysOf(spec.params));
      expect(parameters('query'), name).toEqual(keysOf(spec.query));
      const body = operation.requestBody?.content;
      if (spec.multipart) {
        const documented = body?.['multipart/form-data']?.schema;
        expect(Object.keys(documented?.properties ?? {}).sort(), name).toEqual(
          [
            ...keysOf(spec.multipart.fields),
            ...spec.multipart.files,
            ...(spec.multipart.optionalFiles ?? []),
          ].sort(),
        );
        const many = (spec.multipart.maxFiles ?? 1) > 1;
        for (const file of spec.multipart.files) {
          expect(documented?.properties?.[file], `${name} ${file}`).toEqual(
            many
              ? {
                  type: 'array',
                  items: { type: 'string', format: 'binary' },
                  maxItems: spec.multipart.maxFiles,
                }
              : { type: 'string', format: 'binary' },
          );
        }
      } else if (spec.body) {
        const documented = body?.['application/json']?.schema;
        expect(Object.keys(documented?.properties ?? {}).sort(), name).toEqual(keysOf(spec.body));
      } else expect(body, name).toBeUndefined();
      expect(Object.keys(operation.responses).map(Number).sort(), name).toEqual(
        [spec.status ?? 200, ...errorStatuses(spec)].sort(),
      );
      // A redirect has no body; a file download answers the file, not JSON.
      const success = operation.responses[spec.status ?? 200] as {
        content?: Record<string, unknown>;
        headers?: Record<string, unknown>;
      };
      expect(Object.keys(success.content ?? {}), name).toEqual(
        spec.status === 302 ? [] : [spec.file?.type ?? 'application/json'],
      );
      expect(Object.keys(success.headers ?? {}), name).toEqual(spec.status === 302 ? ['Location'] : []);
      expect(operation.security, name).toEqual(spec.access === 'public' ? [] : [{ bearer: [] }]);
      expect(operation.operationId, name).toBe(spec.operationId);
      expect(operation.description, name).toContain(spec.summary);
      expect(operation.summary, name).toBe(spec.summary);
      expect(operation.tags, name).toEqual([spec.tag]);
    }
  });

  it('says `format: uuid` of every id in an answer, except the named few that are not UUIDs', () => {
    const named = document.components?.schemas ?? {};
    const found = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses).flatMap(([status, answer]) =>
          Object.values(
            (answer as { content?: Record<string, { schema: SchemaNode }> }).content ?? {},
          ).flatMap((media) =>
            idsWithoutUuidFormat(media.schema, named).map(
              (place) => `${method.toUpperCase()} ${path} ${status} ${place}`,
            ),
          ),
        ),
      ),
    );
    // An id that is not on the list fails; so does a listed one that went away or became a UUID.
    expect([...new Set(found)].sort()).toEqual(Object.keys(idsNotUuids).sort());
  });

  it('says in every request which days a date field takes, as the server checks them', () => {
    const dates = requestFields(document).filter(({ name }) => /^date$|Date$|dateOfBirth$/.test(name));
    expect(dates.length).toBeGreaterThan(10);
    const unsaid = dates.filter(
      ({ schema }) =>
        !leaves(schema).some((leaf) => leaf.format === 'date' && leaf.pattern === calendarDatePattern),
    );
    expect(unsaid.map(({ place }) => place)).toEqual([]);
  });

  it('says the bounds of every number a request takes, numbers sent as text included', () => {
    const unbounded = requestFields(document)
      .filter(({ schema }) =>
        leaves(schema).some(
          (leaf) =>
            (leaf.type === 'number' || leaf.type === 'integer') &&
            (leaf.minimum === undefined || leaf.maximum === undefined),
        ),
      )
      .map(({ place }) => place);
    expect(unbounded.sort()).toEqual(Object.keys(unboundedNumbers).sort());
  });
});
