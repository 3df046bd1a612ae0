import { centreActivationBodySchema, errorEnvelopeSchema, successEnvelope } from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createCentreActivationService } from './service';

export async function centreActivationRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createCentreActivationService(ctx);

  app.post('/api/v2/admin/auth/super-manager', {
    config: { access: access.admin('CHECKIN') },
    schema: {
      tags: ['admin check-ins'],
      summary:
        'Activates an unregistered centre: creates its head of centre (super manager) and sets the centre password',
      security: [{ bearer: [] }],
      body: centreActivationBodySchema,
      response: {
        200: successEnvelope(z.object({ centerId: z.string() })),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    handler: async (request) =>
      ok(
        await service.activate(principalOf(request, 'admin'), request.body),
        'Center activated successfully',
      ),
  });
}
