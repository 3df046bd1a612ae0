import {
  apiRootSchema,
  contactSchema,
  errorEnvelopeSchema,
  healthSchema,
  successEnvelope,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { pingDatabase } from './repository';
import { apiName, apiVersion } from './version';

export async function systemRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/api/v2/', {
    config: { access: access.public },
    schema: {
      tags: ['system'],
      summary: 'API name and version',
      response: { 200: successEnvelope(apiRootSchema) },
    },
    handler: async () => ok({ name: apiName, version: apiVersion }),
  });

  app.get('/api/v2/contact', {
    config: { access: access.public },
    schema: {
      tags: ['system'],
      summary: 'Contact details for the contact dialog',
      response: { 200: successEnvelope(contactSchema) },
    },
    handler: async () => ok(ctx.config.contact),
  });

  app.get('/api/health', {
    config: { access: access.public },
    schema: {
      tags: ['system'],
      summary: 'Liveness with a database ping and the job queue',
      response: { 200: successEnvelope(healthSchema), 500: errorEnvelopeSchema },
    },
    handler: async () => {
      await pingDatabase(ctx.db);
      return ok({ status: 'ok' as const, database: 'ok' as const, queue: await ctx.jobs.health() });
    },
  });
}
