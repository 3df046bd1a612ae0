import { message } from '@cic/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService } from '../modules/sessions';
import type { RouteAccess } from './access';
import { AppError } from './app-error';

export type RouteEntry = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, for the authorisation matrix. */
    routeTable: RouteEntry[];
  }
}

/** Session tokens are base64url; any other header (NUL, a lone surrogate, a huge value) is no token. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 512) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Every /api route must declare `config.access`; the list of routes is kept for the
 * authorisation matrix test. Each request's bearer token is resolved before validation,
 * so an unauthorised caller learns nothing about the body it should have sent.
 */
export function registerAuthentication(app: FastifyInstance, sessions: SessionService) {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    // The OpenAPI pages are public documentation, registered by @fastify/swagger-ui.
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    // A fixed address's 405 for a method a sibling with a parameter would take: no route (route.ts).
    if ((route.config as { methodNotAllowed?: boolean } | undefined)?.methodNotAllowed) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare who may call it`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    }
  });

  // The session cache follows the database's change notices while the server runs (decision 044).
  app.addHook('onReady', () => sessions.follow());
  app.addHook('onClose', () => sessions.stop());

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const principal = token ? await sessions.resolve(token) : null;
    if (!principal) throw new AppError('UNAUTHENTICATED', message('http.signIn'));
    if (!access.roles.includes(principal.role)) throw new AppError('FORBIDDEN', message('http.noAccess'));
    const modules = access.modules ?? [];
    const admitted =
      principal.role === 'admin' && modules.some((module) => principal.modules.includes(module));
    if (modules.length > 0 && !admitted) {
      throw new AppError('FORBIDDEN', message('http.noModuleAccess'));
    }
    request.principal = principal;
  });
}
