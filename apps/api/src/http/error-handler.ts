import type { ErrorCode, ErrorEnvelope } from '@cic/contract';
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
};

/** Turns every failure into `{ success: false, code, message, field?, issues? }`; no stack leaves the server. */
export function registerErrorHandler(
  app: FastifyInstance,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(envelope(error.code, error.message, error.field ? { field: error.field } : {}));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
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
    if (error.statusCode === 429) {
      return reply.status(429).send(envelope('RATE_LIMITED', error.message));
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      return reply.status(error.statusCode ?? 400).send(envelope(known.code, known.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(envelope('INTERNAL', 'Something went wrong. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (pageFallback) return pageFallback(request, reply);
    return reply.status(404).send(envelope('NOT_FOUND', 'This address does not exist.'));
  });
}
