import { message } from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * A request that declares a body longer than its route takes answers 413 before anything waits
 * for the body. Fastify checks this itself only for bodies it parses; a multipart form is read by
 * its handler, which would otherwise wait for bytes that never come. The connection closes after
 * the answer, so the unread body is not drained.
 */
export function registerDeclaredLengthCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    if (declared > request.routeOptions.bodyLimit) {
      reply.header('connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', message('http.requestTooLarge'));
    }
  });
}
