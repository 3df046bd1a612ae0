import { findUnsafeText, isSafeText, safeTextMessage } from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * The safe-text rule at the edge: every path parameter, query and parsed body string of every
 * route, before its schema runs, so no schema has to remember it, and the client address, which
 * `X-Forwarded-For` gives behind a trusted proxy and which rate-limit and sign-in counter keys
 * are built from. (Multipart fields are read in the handler and checked by `readMultipartForm`.)
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = findUnsafeText(input);
      if (field !== null) throw new AppError('VALIDATION_FAILED', safeTextMessage, field || undefined);
    }
    if (!isSafeText(request.ip)) throw new AppError('VALIDATION_FAILED', safeTextMessage, 'x-forwarded-for');
  });
}
