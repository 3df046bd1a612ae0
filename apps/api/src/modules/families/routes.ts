import {
  connectFamilyResultSchema,
  errorEnvelopeSchema,
  referralCodeResultSchema,
  successEnvelope,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createFamiliesService } from './service';

export async function familiesRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createFamiliesService(ctx.db, ctx.storage);
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.post('/api/v2/parent/family', {
    config: { access: access.parent },
    schema: {
      tags: ['parent'],
      summary: "Connects the parent to the children whose records name the parent's verified e-mail",
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(connectFamilyResultSchema), ...guarded },
    },
    handler: async (request) => {
      const result = await service.connect(principalOf(request, 'parent').parentId);
      return ok(result, result.families.length > 0 ? 'Family connected successfully' : 'No children found');
    },
  });

  app.post('/api/v2/parent/generate-referral', {
    config: { access: access.parent },
    schema: {
      tags: ['parent'],
      summary: "The parent's referral code (made once, then kept)",
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(referralCodeResultSchema), 409: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request) => ok(await service.referralCode(principalOf(request, 'parent').parentId)),
  });
}
