import {
  configFlagSchema,
  errorEnvelopeSchema,
  successEnvelope,
  updateConfigBodySchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { listConfigFlags, updateConfigFlag } from './service';

export async function configFlagsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/api/v2/admin/config', {
    config: { access: access.public },
    schema: {
      tags: ['config'],
      summary: 'The global feature switches (hoc-login, activities, new-student-registration)',
      response: { 200: successEnvelope(z.array(configFlagSchema)) },
    },
    handler: async () => ok(await listConfigFlags(ctx.db)),
  });

  app.put('/api/v2/admin/config', {
    config: { access: access.admin('SETTINGS') },
    schema: {
      tags: ['config'],
      summary: 'Turns one feature switch on or off; answers every switch',
      security: [{ bearer: [] }],
      body: updateConfigBodySchema,
      response: {
        200: successEnvelope(z.array(configFlagSchema)),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
      },
    },
    handler: async (request) =>
      ok(await updateConfigFlag(ctx.db, principalOf(request, 'admin'), request.body), 'Config updated'),
  });
}
