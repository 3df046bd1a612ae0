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
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** `:id` in the router is `{id}` in OpenAPI. */
const documentPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const keysOf = (schema: z.ZodType | undefined) =>
  schema ? Object.keys((z.toJSONSchema(schema, { io: 'input' }) as JsonSchema).properties ?? {}).sort() : [];

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
          [...keysOf(spec.multipart.fields), ...spec.multipart.files].sort(),
        );
      } else if (spec.body) {
        const documented = body?.['application/json']?.schema;
        expect(Object.keys(documented?.properties ?? {}).sort(), name).toEqual(keysOf(spec.body));
      } else expect(body, name).toBeUndefined();
      expect(Object.keys(operation.responses).map(Number).sort(), name).toEqual(
        [spec.status ?? 200, ...errorStatuses(spec)].sort(),
      );
      expect(operation.security, name).toEqual(spec.access === 'public' ? [] : [{ bearer: [] }]);
      expect(operation.operationId, name).toBe(spec.operationId);
      expect(operation.description, name).toContain(spec.summary);
      expect(operation.summary, name).toBe(spec.summary);
      expect(operation.tags, name).toEqual([spec.tag]);
    }
  });
});
