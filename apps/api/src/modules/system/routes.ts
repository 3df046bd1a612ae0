import { apiRootSchema, contactSchema, healthSchema, successEnvelope } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { pingDatabase } from './repository';
import { apiName, apiVersion } from './version';

const tag = 'system';

export function systemRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      path: '/api/v2',
      operationId: 'getApiRoot',
      access: access.public,
      tag,
      summary: 'API name and version',
      response: successEnvelope(apiRootSchema),
      handle: async () => ok({ name: apiName, version: apiVersion }),
    }),
    route({
      method: 'GET',
      path: '/api/v2/contact',
      operationId: 'getContact',
      access: access.public,
      tag,
      summary: 'Contact details for the contact dialog',
      response: successEnvelope(contactSchema),
      handle: async () => ok(ctx.config.contact),
    }),
    route({
      method: 'GET',
      path: '/api/health',
      operationId: 'getHealth',
      access: access.public,
      tag,
      summary: 'Liveness with a database ping and the job queue',
      response: successEnvelope(healthSchema),
      errors: [500],
      handle: async () => {
        await pingDatabase(ctx.db);
        return ok({ status: 'ok' as const, database: 'ok' as const, queue: await ctx.jobs.health() });
      },
    }),
  ];
}
