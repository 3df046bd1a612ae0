import {
  adminModuleSchema,
  adminPermissionsSchema,
  errorEnvelopeSchema,
  permissionsSearchQuerySchema,
  successEnvelope,
  updatePermissionsBodySchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createAdminPermissionsService } from './service';

export async function adminPermissionsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createAdminPermissionsService(ctx.db);
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const settings = access.admin('SETTINGS');

  app.get('/api/v2/admin/admin-modules', {
    config: { access: settings },
    schema: {
      tags: ['admin permissions'],
      summary: 'Every admin module, in the catalogue order',
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(z.array(adminModuleSchema)), ...guarded },
    },
    handler: async () => ok(await service.listModules()),
  });

  app.get('/api/v2/admin/permissions', {
    config: { access: settings },
    schema: {
      tags: ['admin permissions'],
      summary: 'Admins with their modules, by e-mail; `search` matches part of the e-mail',
      security: [{ bearer: [] }],
      querystring: permissionsSearchQuerySchema,
      response: {
        200: successEnvelope(z.array(adminPermissionsSchema)),
        400: errorEnvelopeSchema,
        ...guarded,
      },
    },
    handler: async (request) => ok(await service.listAdmins(request.query.search)),
  });

  app.get('/api/v2/admin/permissions/:id', {
    config: { access: settings },
    schema: {
      tags: ['admin permissions'],
      summary: 'One admin with their modules',
      security: [{ bearer: [] }],
      params: z.object({ id: z.string() }),
      response: { 200: successEnvelope(adminPermissionsSchema), ...guarded, 404: errorEnvelopeSchema },
    },
    handler: async (request) => ok(await service.getAdmin(request.params.id)),
  });

  app.post('/api/v2/admin/permissions/:userId', {
    config: { access: settings },
    schema: {
      tags: ['admin permissions'],
      summary: "Replaces an admin's modules (enabled modules only), in the order given",
      security: [{ bearer: [] }],
      params: z.object({ userId: z.string() }),
      body: updatePermissionsBodySchema,
      response: {
        200: successEnvelope(adminPermissionsSchema),
        400: errorEnvelopeSchema,
        ...guarded,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    handler: async (request) =>
      ok(
        await service.updateModules(
          principalOf(request, 'admin'),
          request.params.userId,
          request.body.modules,
        ),
        'Permissions updated successfully',
      ),
  });
}
