import { errorEnvelopeSchema, parentAuthSchema, parentUserSchema, successEnvelope } from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createParentAccountService } from './service';

export async function parentAccountRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createParentAccountService(ctx.db, ctx.storage);
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get('/api/v2/parent/auth', {
    config: { access: access.parent },
    schema: {
      tags: ['parent'],
      summary: 'The signed-in parent and whether the profile must be completed',
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(parentAuthSchema), ...guarded },
    },
    handler: async (request) => ok(await service.currentParent(principalOf(request, 'parent').parentId)),
  });

  app.get('/api/v2/parent/me', {
    config: { access: access.parent },
    schema: {
      tags: ['parent'],
      summary: 'The signed-in parent',
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(z.object({ user: parentUserSchema })), ...guarded },
    },
    handler: async (request) => {
      const { user } = await service.currentParent(principalOf(request, 'parent').parentId);
      return ok({ user });
    },
  });
}
