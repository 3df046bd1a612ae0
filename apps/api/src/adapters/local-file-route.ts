import { errorEnvelopeSchema, messageText } from '@cic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { attachmentDisposition } from './storage';
import type { LocalStorage } from './storage-local';

export type LocalFileRoutesOptions = { storage: LocalStorage };

// The file route answers outside the route table's error handler, so it names its messages itself.
const forbidden = {
  success: false,
  code: 'FORBIDDEN',
  message: messageText('http.linkNotValid'),
  messageCode: 'http.linkNotValid',
} as const;
const notFound = {
  success: false,
  code: 'NOT_FOUND',
  message: messageText('http.fileNotFound'),
  messageCode: 'http.fileNotFound',
} as const;

/**
 * The route's entry in the OpenAPI document (it answers bytes, so it is not a row of the route
 * table). The query is optional here: a link without it answers 403 like a wrong one.
 */
const envelopeAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});
const fileRouteDocument = {
  operationId: 'getFile',
  tags: ['files'],
  summary: 'A stored photo, image or document, through a signed link',
  description:
    'The link comes from an answer that shows the file (a check-in photo, an activity image, an invoice or receipt PDF) and ends at `expires`. Anyone holding it may call it; it needs no token.',
  security: [],
  params: z.object({ '*': z.string().describe("The file's key; it may hold slashes") }),
  querystring: z.object({
    expires: z.string().optional().describe('When the link ends, in seconds since 1970'),
    download: z
      .string()
      .optional()
      .describe('The name the browser saves the file under (a document link); signed with the rest'),
    signature: z.string().optional().describe("The server's signature of the key, expires and download"),
  }),
  response: {
    200: {
      description: 'The file, with its own content type.',
      content: {
        'image/*': { schema: z.string().meta({ format: 'binary' }) },
        'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
    400: errorEnvelopeSchema,
    403: envelopeAnswer('The link has expired, or its signature is wrong: `FORBIDDEN`.'),
    404: envelopeAnswer('The link is right but the file is gone: `NOT_FOUND`.'),
  },
};

/**
 * `GET /api/files/<key>?expires=&signature=`: serves files of the local store to holders of a signed link
 * (see `LocalStorage.signedUrl`). Register without a prefix. The route is public: the link is the credential.
 */
export const localFileRoutes: FastifyPluginAsync<LocalFileRoutesOptions> = async (app, options) => {
  const { storage } = options;
  app.get(
    '/api/files/*',
    { config: { access: 'public' }, schema: fileRouteDocument },
    async (request, reply) => {
      const key = (request.params as Record<string, unknown>)['*'];
      const query = request.query as Record<string, unknown>;
      const { expires, signature, download } = query;
      const now = Date.now();
      if (
        typeof key !== 'string' ||
        typeof expires !== 'string' ||
        typeof signature !== 'string' ||
        (download !== undefined && typeof download !== 'string') ||
        !storage.verifySignature(key, expires, signature, now, download)
      ) {
        return reply.code(403).send(forbidden);
      }
      const file = await storage.get(key);
      if (!file) return reply.code(404).send(notFound);
      const remaining = Math.max(0, Number(expires) - Math.floor(now / 1000));
      if (download !== undefined) reply.header('content-disposition', attachmentDisposition(download));
      return reply
        .code(200)
        .header('content-type', file.contentType)
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
};
