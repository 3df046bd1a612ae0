import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs keep the path only: query strings can hold centre passwords (access links),
 * and headers hold bearer tokens. Bodies are never logged.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.otp', '*.code'],
      remove: true,
    },
  };
}
