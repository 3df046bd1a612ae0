import type { FastifyPluginAsync } from 'fastify';
import type { LocalStorage } from './storage-local';

export type LocalFileRoutesOptions = { storage: LocalStorage };

const forbidden = {
  success: false,
  code: 'FORBIDDEN',
  message: 'This link has expired or is not valid.',
} as const;
const notFound = { success: false, code: 'NOT_FOUND', message: 'This file was not found.' } as const;

/**
 * `GET /api/files/<key>?expires=&signature=`: serves files of the local store to holders of a signed link
 * (see `LocalStorage.signedUrl`). Register without a prefix. The route is public: the link is the credential.
 */
export const localFileRoutes: FastifyPluginAsync<LocalFileRoutesOptions> = async (app, options) => {
  const { storage } = options;
  app.get('/api/files/*', { config: { access: 'public' } }, async (request, reply) => {
    const key = (request.params as Record<string, unknown>)['*'];
    const query = request.query as Record<string, unknown>;
    const { expires, signature } = query;
    const now = Date.now();
    if (
      typeof key !== 'string' ||
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !storage.verifySignature(key, expires, signature, now)
    ) {
      return reply.code(403).send(forbidden);
    }
    const file = await storage.get(key);
    if (!file) return reply.code(404).send(notFound);
    const remaining = Math.max(0, Number(expires) - Math.floor(now / 1000));
    return reply
      .code(200)
      .header('content-type', file.contentType)
      .header('cache-control', `private, max-age=${remaining}`)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
};
