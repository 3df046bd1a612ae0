import {
  adminTeacherNameBodySchema,
  centreManagerSchema,
  errorEnvelopeSchema,
  successEnvelope,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createAdminCentreManagersService } from './service';

export async function adminCentreManagersRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createAdminCentreManagersService(ctx);
  const checkins = access.admin('CHECKIN');
  const guarded = {
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
  };
  const managerParams = z.object({ centerId: z.string(), managerId: z.string() });
  const tags = ['admin teachers'];
  const security = [{ bearer: [] }];
  const admin = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'admin');

  app.post('/api/v2/admin/checkin/center/:centerId/manager', {
    config: { access: checkins },
    schema: {
      tags,
      summary: 'Adds a teacher to an active centre',
      security,
      params: z.object({ centerId: z.string() }),
      body: adminTeacherNameBodySchema,
      response: { 201: successEnvelope(centreManagerSchema), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request, reply) => {
      const manager = await service.add(admin(request), request.params.centerId, request.body.name);
      return reply.status(201).send(ok(manager, 'Manager created successfully'));
    },
  });

  app.put('/api/v2/admin/checkin/center/:centerId/manager/:managerId', {
    config: { access: checkins },
    schema: {
      tags,
      summary: 'Renames a teacher (not the head of centre)',
      security,
      params: managerParams,
      body: adminTeacherNameBodySchema,
      response: { 200: successEnvelope(centreManagerSchema), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request) => {
      const { centerId, managerId } = request.params;
      return ok(
        await service.rename(admin(request), centerId, managerId, request.body.name),
        'Manager updated successfully',
      );
    },
  });

  app.delete('/api/v2/admin/checkin/center/:centerId/manager/:managerId', {
    config: { access: checkins },
    schema: {
      tags,
      summary: 'Deletes a teacher (not the head of centre) and signs them out',
      security,
      params: managerParams,
      response: { 200: successEnvelope(z.null()), ...guarded },
    },
    handler: async (request) => {
      await service.remove(admin(request), request.params.centerId, request.params.managerId);
      return ok(null, 'Manager deleted successfully');
    },
  });
}
