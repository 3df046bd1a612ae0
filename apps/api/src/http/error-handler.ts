import {
  type ErrorCode,
  type ErrorEnvelope,
  errorStatus,
  knownMessageOr,
  type MessageKey,
  type MessageParams,
  type MessageRef,
  message,
  messageText,
} from '@cic/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messageFields } from './app-error';

/**
 * The failure envelope: a message key (decision 056) sent as its English text in `message` and as
 * itself in `messageCode`, with its `params`. Only keys are taken, so no text of ours or of a
 * library reaches a person without its key (issue 27).
 */
function envelope(
  code: ErrorCode,
  key: MessageRef,
  extra: Partial<ErrorEnvelope> = {},
  params?: MessageParams,
): ErrorEnvelope {
  return {
    success: false,
    code,
    message: messageText(key, 'en', params),
    ...messageFields(key, params),
    ...extra,
  };
}

/** Fastify's own failures that are the caller's fault, mapped to the envelope. */
const fastifyClientErrors: Record<string, { code: ErrorCode; message: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'http.requestTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA',
    message: 'http.contentTypeNotSupported',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'http.bodyNotValid',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'http.bodyEmpty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'http.bodyNotJson',
  },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'http.requestNotValid' },
  FST_ERR_BAD_URL: { code: 'VALIDATION_FAILED', message: 'http.addressNotValid' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION_FAILED', message: 'http.addressTooLong' },
};

/** The envelope's code for a status a framework error carries; a 4xx without its own code is bad input. */
const statusCodes: Record<number, { code: ErrorCode; message: MessageKey }> = {
  401: { code: 'UNAUTHENTICATED', message: 'http.signIn' },
  403: { code: 'FORBIDDEN', message: 'http.noAccess' },
  404: { code: 'NOT_FOUND', message: 'http.addressNotFound' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'http.methodNotAllowed' },
  409: { code: 'CONFLICT', message: 'http.cannotNow' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'http.requestTooLarge' },
  415: { code: 'UNSUPPORTED_MEDIA', message: 'http.contentTypeNotSupported' },
  429: { code: 'RATE_LIMITED', message: 'http.tooManyRequests' },
};
const unexpected = envelope('INTERNAL', message('common.tryAgain'));

/**
 * A failure Fastify or a plugin raised, by its own status: a 4xx is the caller's, answered with that
 * status (the envelope's code for it, else `VALIDATION_FAILED`); null for anything else, a fault.
 */
function clientFailure(error: FastifyError): { status: number; body: ErrorEnvelope } | null {
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return { status: errorStatus[known.code], body: envelope(known.code, known.message) };
  const status = error.statusCode ?? 500;
  if (status < 400 || status > 499) return null;
  const mapped = statusCodes[status] ?? {
    code: 'VALIDATION_FAILED',
    message: message('http.requestNotValid'),
  };
  return { status, body: envelope(mapped.code, mapped.message) };
}

const probedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods some route takes at the request's address (none: the address names nothing). */
function allowedMethods(request: FastifyRequest): string[] {
  return probedMethods.filter((method) => request.server.findRoute({ method, url: request.url }) !== null);
}

/** 405 with the methods the address takes in `Allow`. */
export function methodNotAllowed(reply: FastifyReply, allowed: readonly string[]) {
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send(envelope('METHOD_NOT_ALLOWED', message('http.methodNotAllowed')));
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
  if (allowed.length > 0) return methodNotAllowed(reply, allowed);
  if (pageFallback) return pageFallback(request, reply);
  return reply.status(404).send(envelope('NOT_FOUND', message('http.addressNotFound')));
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

/** Turns every failure into `{ success: false, code, message, messageCode, field?, issues? }`; no stack leaves the server. */
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
        .send(
          envelope(
            error.code,
            knownMessageOr(error.messageCode, 'common.tryAgain'),
            error.field ? { field: error.field } : {},
            error.params,
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id that is not a UUID names nothing: the same 404 as an id that names no row.
      if (error.validationContext === 'params') {
        const notFound = knownMessageOr(error.validation[0]?.message, 'http.addressNotFound');
        return reply.status(404).send(envelope('NOT_FOUND', notFound));
      }
      // Zod's messages are keys: each issue carries its English text and its key, as the envelope does.
      const keys = error.validation.map((issue) => knownMessageOr(issue.message, 'common.invalidValue'));
      const issues = error.validation.map((issue, index) => {
        const key = keys[index] ?? message('common.invalidValue');
        return {
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: messageText(key),
          ...messageFields(key),
        };
      });
      const first = issues[0];
      return reply.status(400).send(
        envelope('VALIDATION_FAILED', keys[0] ?? message('http.requestNotValid'), {
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
