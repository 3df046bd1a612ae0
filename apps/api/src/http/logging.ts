import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

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

/**
 * Fastify's own request logs are switched off (`disableRequestLogging`) and written here instead, at
 * debug in development so the console stays readable (demo accounts, sign-in codes) and at info
 * elsewhere, so production keeps one line per request.
 */
export function registerRequestLogging(app: FastifyInstance, env: AppConfig['env']) {
  const level = env === 'development' ? 'debug' : 'info';
  app.addHook('onRequest', async (request) => {
    request.log[level]({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log[level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
