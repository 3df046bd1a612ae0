import type { Readable } from 'node:stream';
import { errorEnvelopeSchema } from '@cic/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { maxPhotoBytes } from '../adapters/images';
import type { RouteAccess } from './access';
import { operationDescription } from './api-document';
import { methodNotAllowed } from './error-handler';
import type { Principal } from './principal';

type Schema = z.ZodType;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Error answers a route may give beyond those its declaration implies (see `errorStatuses`). */
type ExtraError = 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * A multipart body: its text fields' schema and its file fields, which must be sent unless
 * `filesOptional`; a file field repeats up to `maxFiles` times (once unless said).
 */
export type MultipartBody = {
  fields: z.ZodObject;
  files: readonly string[];
  filesOptional?: true;
  maxFiles?: number;
  /** File fields that may be sent, once each (the check-in's thumbnail). */
  optionalFiles?: readonly string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    multipartBody?: MultipartBody;
  }
}

type RoleOf<A> = A extends { roles: readonly (infer R)[] } ? R : never;
/** The caller a handler receives: exactly the roles its access admits, or null on a public route. */
export type PrincipalFor<A extends RouteAccess> = A extends 'public'
  ? null
  : Extract<Principal, { role: RoleOf<A> }>;

type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export type RouteInput<A extends RouteAccess, P, Q, B, H = undefined> = {
  principal: PrincipalFor<A>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The headers the row declares, validated (other headers stay on `request`). */
  headers: Parsed<H>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * One row of the route table: everything about a route in one place. The server checks `access`
 * before anything else, validates `params`, `query` and `body` with the contract's schemas, and
 * serialises the answer through `response`; the OpenAPI document is generated from the same row.
 */
export type RouteSpec<
  A extends RouteAccess,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
  H extends Schema | undefined = undefined,
> = {
  method: Method;
  path: string;
  /** The operation's unique name in the OpenAPI document, and so the method name of generated clients. */
  operationId: string;
  access: A;
  tag: string;
  summary: string;
  /** More than the summary says, for the document; who may call the route is added from `access`. */
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers the route reads, in lower case (a standard header such as `idempotency-key`). */
  headers?: H;
  /**
   * A multipart body the handler reads and checks itself: its text fields' schema and the names of
   * its file fields, for the OpenAPI document (Fastify does not validate multipart bodies).
   */
  multipart?: MultipartBody;
  /** The success answer's status, 200 unless said; a 302 handler sends `reply.redirect` itself. */
  status?: 200 | 201 | 202 | 302;
  response: R;
  /** A file download's or an event stream's media type: the success answer is the bytes themselves, not the JSON envelope. */
  file?: { type: 'text/csv' | 'application/pdf' | 'text/event-stream'; description: string };
  errors?: readonly ExtraError[];
  /** Checked after the caller is authenticated and before the input is validated (e.g. a feature switched off). */
  precondition?: () => Promise<void>;
  /**
   * 'as built' sends the handler's answer with plain `JSON.stringify`, skipping the response
   * schema's check: only for hot routes whose service builds every field itself (typed by
   * `response`), where checking dozens of rows per call costs more than the query (decision 044).
   */
  answer?: 'checked' | 'as built';
  /** Answers the envelope, or a stream or bytes for a file download (sent as is, with the headers the handler set). */
  handle: (input: RouteInput<A, P, Q, B, H>) => Promise<z.input<R> | Readable | Buffer>;
};

const asBuilt = () => (data: unknown) => JSON.stringify(data);

// biome-ignore lint/suspicious/noExplicitAny: a table holds routes of every shape; `route()` types each one.
export type Route = RouteSpec<any, any, any, any, any, any>;

/** Declares a route; the generic parameters let the handler see its own principal and input types. */
export function route<
  const A extends RouteAccess,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  H extends Schema | undefined = undefined,
>(spec: RouteSpec<A, P, Q, B, R, H>): Route {
  return spec;
}

/**
 * The error answers a route's declaration implies: any request may answer 400 (the string rule
 * refuses a query string or forwarded address with NUL, whatever the route takes), a guarded
 * route 401 and 403, a path id that names nothing 404.
 */
export function errorStatuses(spec: Route): number[] {
  const statuses = new Set<number>([400, ...(spec.errors ?? [])]);
  if (spec.access !== 'public') for (const status of [401, 403]) statuses.add(status);
  if (spec.params) statuses.add(404);
  return [...statuses].sort();
}

/** Room in a multipart body for its text fields and every part's headers (the longest form's fields are 640 KiB). */
const formTextBytes = 1024 * 1024;

/**
 * The longest body a multipart route reads: each file it takes at the photo limit, plus its text.
 * A body declared longer answers 413 at once (`declared-length.ts`).
 */
export function multipartBodyLimit(multipart: MultipartBody): number {
  const files = (multipart.maxFiles ?? 1) + (multipart.optionalFiles?.length ?? 0);
  return files * maxPhotoBytes + formTextBytes;
}

const segmentsOf = (path: string) => path.split('/');

/** Whether a path with parameters (`/activities/:id`) would take a fixed path (`/activities/draft`). */
function takes(pattern: string, fixed: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(fixed);
  return (
    wanted.length === given.length &&
    wanted.some((segment) => segment.startsWith(':')) &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === given[index])
  );
}

/**
 * The methods a fixed path lacks that a sibling with parameters would take instead:
 * `GET /center/activities/draft` would reach `GET /center/activities/:id` and answer 404 for an
 * id 'draft', where the address exists for POST only. These answer 405 with `Allow` (issue 40).
 */
export function shadowedMethods(table: readonly Pick<Route, 'method' | 'path'>[]) {
  const methodsOf = new Map<string, Set<string>>();
  for (const { method, path } of table) {
    if (path.includes(':')) continue;
    methodsOf.set(path, (methodsOf.get(path) ?? new Set()).add(method));
  }
  const shadows: { path: string; method: string; allow: string[] }[] = [];
  for (const [path, methods] of methodsOf) {
    const taken = new Set(
      table
        .filter((route) => !methods.has(route.method) && takes(route.path, path))
        .map((route) => route.method),
    );
    for (const method of taken) shadows.push({ path, method, allow: [...methods].sort() });
  }
  return shadows;
}

/** Registers a route table on the server. */
export function registerRoutes(scope: FastifyInstance, table: readonly Route[]) {
  for (const shadow of shadowedMethods(table)) {
    scope.route({
      method: shadow.method as Route['method'],
      url: shadow.path,
      config: { access: 'public', methodNotAllowed: true },
      schema: { hide: true },
      handler: (_request, reply) => methodNotAllowed(reply, shadow.allow),
    });
  }
  const app = scope.withTypeProvider<ZodTypeProvider>();
  for (const spec of table) {
    const errors = Object.fromEntries(errorStatuses(spec).map((status) => [status, errorEnvelopeSchema]));
    const success = spec.file
      ? { description: spec.file.description, content: { [spec.file.type]: { schema: spec.response } } }
      : spec.response;
    app.route({
      method: spec.method,
      url: spec.path,
      config: { access: spec.access, ...(spec.multipart ? { multipartBody: spec.multipart } : {}) },
      ...(spec.precondition ? { onRequest: spec.precondition } : {}),
      ...(spec.answer === 'as built' ? { serializerCompiler: asBuilt } : {}),
      ...(spec.multipart ? { bodyLimit: multipartBodyLimit(spec.multipart) } : {}),
      schema: {
        operationId: spec.operationId,
        tags: [spec.tag],
        summary: spec.summary,
        description: operationDescription(spec),
        security: spec.access === 'public' ? [] : [{ bearer: [] }],
        ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.headers ? { headers: spec.headers } : {}),
        response: { [spec.status ?? 200]: success, ...errors },
      },
      handler: async (request, reply) => {
        const answer = await spec.handle({
          principal: request.principal,
          params: request.params,
          query: request.query,
          body: request.body,
          headers: request.headers,
          request,
          reply,
        });
        if (reply.sent) return reply;
        return reply.status(spec.status ?? 200).send(answer);
      },
    });
  }
}
