import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from './access';
import type { MultipartBody } from './route';

/**
 * The OpenAPI document at /api/docs/json, made from the route table (decision 046): what the rows
 * say once (operation ids, access, answers) is written into every operation here.
 */

const roleNames = {
  parent: 'parents',
  teacher: 'teachers',
  'super manager': 'heads of centre',
  admin: 'admins',
} as const;

function whoMayCall(access: RouteAccess): string {
  if (access === 'public') return 'Anyone may call it; it needs no token.';
  const roles = access.roles.map((role) => roleNames[role]);
  const who = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} and ${roles.at(-1)}` : roles[0];
  const modules = access.modules ?? [];
  const withModules =
    modules.length > 0
      ? ` with the ${modules.join(' or ')} module${modules.length > 1 ? ' (either)' : ''}`
      : '';
  return `Who may call it: ${who}${withModules}, with the bearer token of their session.`;
}

/** An operation's description: the row's own words, then who may call it. */
export function operationDescription(spec: { summary: string; description?: string; access: RouteAccess }) {
  return [`${spec.summary}.`, spec.description, whoMayCall(spec.access)].filter(Boolean).join('\n\n');
}

/** The OpenAPI schema of a multipart body: the text fields from the contract, each file as binary (a list if it repeats). */
function multipartBodyDocument(body: MultipartBody) {
  const fields = z.toJSONSchema(body.fields, { io: 'input', target: 'openapi-3.0' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const file = { type: 'string', format: 'binary' };
  const many =
    body.maxFiles && body.maxFiles > 1 ? { type: 'array', items: file, maxItems: body.maxFiles } : null;
  const files = Object.fromEntries([
    ...body.files.map((name) => [name, many ?? file]),
    ...(body.optionalFiles ?? []).map((name) => [name, file]),
  ]);
  return {
    type: 'object',
    properties: { ...fields.properties, ...files },
    required: [...(fields.required ?? []), ...(body.filesOptional ? [] : body.files)],
  };
}

/** OpenAPI has no wildcard: a route's `*` is documented as a path parameter of this name. */
const wildcardName = 'key';

function namedWildcard<S>(schema: S): S {
  const params = (schema as { params?: { properties?: Record<string, unknown>; required?: string[] } })
    .params;
  if (!params?.properties || !('*' in params.properties)) return schema;
  const { '*': wildcard, ...others } = params.properties;
  return {
    ...schema,
    params: {
      ...params,
      properties: { ...others, [wildcardName]: wildcard },
      required: (params.required ?? []).map((name) => (name === '*' ? wildcardName : name)),
    },
  };
}

/** What each answer means, whatever the route: the envelope's `code` and `message` say the rest. */
const answerMeanings: Record<string, string> = {
  200: 'Done: `{ success: true, data }`.',
  201: 'Created: `{ success: true, data }`.',
  202: 'Accepted: the work is queued; `{ success: true, data }` says where to follow it.',
  302: 'Redirects the browser; `Location` says where.',
  400: 'The input breaks a rule: `VALIDATION_FAILED`, with the `field` to mark and every issue. Any request may get it when its query string or forwarded address holds characters that are not allowed.',
  401: 'No token, or its session has ended: `UNAUTHENTICATED`.',
  403: "The caller's role or modules do not admit it, or the feature is switched off: `FORBIDDEN` or `FEATURE_DISABLED`.",
  404: "What the path names does not exist, or is not the caller's to see: `NOT_FOUND`.",
  409: 'The record is not in a state that allows it: `CONFLICT`.',
  413: 'The body or a file is too large: `PAYLOAD_TOO_LARGE`.',
  415: 'The content type is not the one the operation takes: `UNSUPPORTED_MEDIA`.',
  429: 'Too many attempts; the message says when to try again: `RATE_LIMITED`.',
  500: 'A fault on the server: `INTERNAL`, with nothing of its cause.',
};

type Answer = { description?: string; content?: unknown; headers?: Record<string, unknown> };
type Operation = { responses?: Record<string, Answer> };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Every `$ref` target under `value`. */
function referencedSchemas(value: unknown, found = new Set<string>()): Set<string> {
  const pending = [value];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (!item || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.replace('#/components/schemas/', ''));
      else pending.push(child);
    }
  }
  return found;
}

/**
 * Names each answer by what it means, and keeps only the named schemas some operation uses (the
 * zod registry holds every schema given an id, the input and output form of each).
 */
function finishDocument(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        // A route that says what an answer means keeps its words; the rest get the common meaning.
        if (!answer.description || answer.description === 'Default Response') {
          answer.description = answerMeanings[status] ?? answer.description;
        }
        // A redirect has no body to describe; `Location` is the answer.
        if (status === '302') {
          delete answer.content;
          answer.headers = {
            Location: { description: 'Where the browser goes next', schema: { type: 'string' } },
          };
        }
      }
    }
  }
  const schemas = document.components?.schemas ?? {};
  const used = referencedSchemas(document.paths);
  for (let size = 0; size !== used.size; ) {
    size = used.size;
    for (const name of [...used]) referencedSchemas(schemas[name], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

export function apiDocumentOptions(options: {
  title: string;
  version: string;
  publicUrl: string;
}): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: options.title,
        version: options.version,
        description:
          'The API of CIC Connect. Every answer is JSON: `{ success: true, data }` or the error envelope `{ success: false, code, message, messageCode, params?, field?, issues? }` (`message` in English, `messageCode` its key in the message catalogue: every error and every issue names one). Times are instants (ISO 8601, UTC); days are Kuala Lumpur days `yyyy-MM-dd`; money is in sen unless a field says ringgit.',
        license: { name: 'Proprietary: all rights reserved', url: `${options.publicUrl}/` },
      },
      servers: [{ url: options.publicUrl, description: 'This server (PUBLIC_URL)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const multipart = document.route.config?.multipartBody;
      const schema = multipart
        ? { ...transformed.schema, body: multipartBodyDocument(multipart) }
        : transformed.schema;
      return { schema: namedWildcard(schema), url: transformed.url.replace('*', `{${wildcardName}}`) };
    },
    transformObject: (document) =>
      finishDocument(jsonSchemaTransformObject(document) as Document) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  };
}
