import { configureZodMessages, messageText } from '@cic/contract';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { localFileRoutes } from './adapters/local-file-route';
import { LocalStorage } from './adapters/storage-local';
import type { AppContext } from './app-context';
import { apiDocumentOptions } from './http/api-document';
import { registerAuthentication } from './http/authenticate';
import { clientErrorHandler } from './http/client-errors';
import { registerDeclaredLengthCheck } from './http/declared-length';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { loggerOptions, requestLogController } from './http/logging';
import { registerMultipartForms } from './http/multipart-form';
import { databaseRateLimitStore } from './http/rate-limit-store';
import {
  type RequestTimeouts,
  registerStalledBodyAnswer,
  requestTimeouts,
  timeoutOptions,
} from './http/request-timeouts';
import { registerRoutes } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { isPageRequest, registerWebApp } from './http/web-app';
import {
  createSimulatorControls,
  myInvoisSimulatorRoutes,
  type SimulatorControls,
} from './modules/myinvois-simulator';
import { registerPaymentForms, simulatorPages } from './modules/payments';
import { apiName, apiRootAddress, apiVersion } from './modules/system';
import { routeTable } from './route-table';

export type App = FastifyInstance;

/** A hop count becomes proxy-addr's "trust the first n hops" function (Fastify's types take no number). */
function trustProxyOption(setting: boolean | number | string) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole server without listening: `server.ts` listens, tests use `app.inject`. */
export async function buildApp(
  ctx: AppContext,
  options: {
    logStream?: { write(line: string): void };
    /** Shorter timeouts, for tests that wait for them. */
    timeouts?: RequestTimeouts;
    /** The MyInvois simulator's switches (faults, limits, delay), for tests that change them. */
    myInvoisSimulator?: SimulatorControls;
  } = {},
): Promise<App> {
  configureZodMessages();
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel, options.logStream),
    logController: requestLogController(ctx.config.env),
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    rewriteUrl: apiRootAddress,
    frameworkErrors,
    clientErrorHandler,
    ...timeoutOptions(options.timeouts ?? requestTimeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerAuthentication(app, ctx.sessions);
  // Open message streams would hold the close up: end them first (their clients reconnect elsewhere).
  app.addHook('preClose', () => ctx.messageEvents.stop());
  registerDeclaredLengthCheck(app);
  registerStalledBodyAnswer(app);
  registerInputGuard(app);
  registerMultipartForms(app);
  const webAppServed = await registerWebApp(app, ctx.config.webDistDir);
  registerErrorHandler(
    app,
    webAppServed
      ? (request, reply) => {
          if (!isPageRequest(request.method, request.url)) {
            return reply.status(404).send({
              success: false,
              code: 'NOT_FOUND',
              message: messageText('http.addressNotFound'),
              messageCode: 'http.addressNotFound',
            });
          }
          return reply.sendFile('index.html');
        }
      : undefined,
  );

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Photos come by signed links on PUBLIC_URL's origin: a page served from another name of the
        // same server (127.0.0.1 beside localhost) must still show them (issue 40).
        imgSrc: [
          "'self'",
          new URL(ctx.config.publicUrl).origin,
          'data:',
          'blob:',
          ...(ctx.config.s3?.endpoint ? [ctx.config.s3.endpoint] : []),
        ],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Photos may be shown by the Vite dev server on another port of the same site.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(ctx.db) });

  await app.register(
    fastifySwagger,
    apiDocumentOptions({ title: apiName, version: apiVersion, publicUrl: ctx.config.publicUrl }),
  );
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerPaymentForms(app);
  await app.register(async (scope) => registerRoutes(scope, routeTable(ctx)));
  if (ctx.paymentGateway.name === 'simulator') await app.register(simulatorPages(ctx));
  // Production refuses the simulator when the configuration is loaded (`loadConfig`).
  if (ctx.config.einvoice.service === 'simulator') {
    await app.register(myInvoisSimulatorRoutes(ctx, options.myInvoisSimulator ?? createSimulatorControls()));
  }
  const storage = ctx.storage;
  if (storage instanceof LocalStorage) await app.register(localFileRoutes, { storage });

  return app;
}
