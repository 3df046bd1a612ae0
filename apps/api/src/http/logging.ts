import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from '../config';

/** The MyInvois simulator's Validate TIN address holds a parent's TIN: logged as `:tin` (decision 106). */
const withoutTin = (path: string) =>
  path.replace(/^(\/myinvois-simulator\/api\/v1\.0\/taxpayer\/validate\/)[^/]+/, '$1:tin');

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
        return { id: request.id, method: request.method, path: withoutTin(request.url.split('?')[0] ?? '') };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        '*.password',
        '*.otp',
        '*.code',
        // MyInvois' credentials, tokens and certificate password (decisions 105, 106), should an object
        // holding them be logged.
        '*.clientSecret',
        '*.client_secret',
        '*.certificatePassword',
        '*.access_token',
        '*.accessToken',
      ],
      remove: true,
    },
  };
}

/**
 * Fastify's per-request lines ('incoming request', 'request completed') at debug in development, so
 * the console stays readable (demo accounts, sign-in codes), and at info elsewhere, so production
 * keeps one line in and one out. A failed request is still logged as an error.
 */
class RequestLogController extends LogController {
  constructor(private readonly level: 'debug' | 'info') {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export function requestLogController(env: AppConfig['env']): LogController {
  return new RequestLogController(env === 'development' ? 'debug' : 'info');
}
