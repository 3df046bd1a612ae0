import { type ErrorCode, type ErrorEnvelope, errorStatus } from '@cic/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

function envelope(code: ErrorCode, message: string, extra: Partial<ErrorEnvelope> = {}): ErrorEnvelope {
  return { success: false, code, message, ...extra };
}

/** Fastify's own failures that are the caller's fault, mapped to the envelope. */
const fastifyClientErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA',
    message: 'This content type is not supported.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA',
    message: 'This request must be multipart.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is not valid.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
  FST_ERR_BAD_URL: { code: 'VALIDATION_FAILED', message: 'This address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION_FAILED', message: 'This address is too long.' },
};

/** The envelope's code for a status a framework error carries; a 4xx without its own code is bad input. */
const statusCodes: Record<number, { code: ErrorCode; message: string }> = {
  401: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
  403: { code: 'FORBIDDEN', message: 'You do not have access to this.' },
  404: { code: 'NOT_FOUND', message: 'This address does not exist.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This address does not take this method.' },
  409: { code: 'CONFLICT', message: 'This cannot be done now.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA', message: 'This content type is not supported.' },
};
const unexpected = envelope('INTERNAL', 'Something went wrong. Please try again.');

/**
 * A failure Fastify or a plugin raised, by its own status: a 4xx is the caller's, answered with that
 * status (the envelope's code for it, else `VALIDATION_FAILED`); null for anything else, a fault.
 */
function clientFailure(error: FastifyError): { status: number; body: ErrorEnvelope } | null {
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return { status: errorStatus[known.code], body: envelope(known.code, known.message) };
  const status = error.statusCode ?? 500;
  if (status < 400 || status > 499) return null;
  if (status === 429) return { status, body: envelope('RATE_LIMITED', error.message) };
  const mapped = statusCodes[status] ?? { code: 'VALIDATION_FAILED', message: 'The request is not valid.' };
  return { status, body: envelope(mapped.code, mapped.message) };
}

const probedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods some route takes at the request's address (none: the address names nothing). */
function allowedMethods(request: FastifyRequest): string[] {
  return probedMethods.filter((method) => request.server.findRoute({ method, url: request.url }) !== null);
}

/**
 * A request no route takes: 405 with `Allow` when the address takes other methods, else the page
 * fallback or 404. Decided before anything about its body or query, which no route will read.
 */
function answerNoRoute(
  request: FastifyRequest,
  reply: FastifyReply,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const allowed = allowedMethods(request);
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(envelope('METHOD_NOT_ALLOWED', 'This address does not take this method.'));
  }
  if (pageFallback) return pageFallback(request, reply);
  return reply.status(404).send(envelope('NOT_FOUND', 'This address does not exist.'));
}

/**
 * Fastify's `frameworkErrors` option: failures before a route is found (a malformed URL, a path
 * parameter past the router's length limit) answer the envelope too, not Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = clientFailure(error);
  if (failure) return reply.status(failure.status).send(failure.body);
  request.log.error({ err: error }, 'unexpected routing error');
  return reply.status(500).send(unexpected);
}

/** Turns every failure into `{ success: false, code, message, field?, issues? }`; no stack leaves the server. */
export function registerErrorHandler(
  app: FastifyInstance,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // No route takes the request: its method or address is the mistake, whatever else is wrong.
    if (request.is404 && (error instanceof AppError || clientFailure(error))) {
      return answerNoRoute(request, reply, pageFallback);
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(envelope(error.code, error.message, error.field ? { field: error.field } : {}));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id that is not a UUID names nothing: the same 404 as an id that names no row.
      if (error.validationContext === 'params') {
        const message = error.validation[0]?.message ?? 'This address does not exist.';
        return reply.status(404).send(envelope('NOT_FOUND', message));
      }
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return reply.status(400).send(
        envelope('VALIDATION_FAILED', first?.message ?? 'The request is not valid.', {
          ...(first?.path ? { field: first.path } : {}),
          issues,
        }),
      );
    }
    const failure = clientFailure(error);
    if (failure) return reply.status(failure.status).send(failure.body);
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(unexpected);
  });

  app.setNotFoundHandler((request, reply) => answerNoRoute(request, reply, pageFallback));
}
