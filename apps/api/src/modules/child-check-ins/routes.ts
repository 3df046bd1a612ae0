import { checkInHistoryPageSchema, checkInHistoryQuerySchema, errorEnvelopeSchema } from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { createChildCheckInsService } from './service';

export async function childCheckInsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createChildCheckInsService(ctx.db, ctx.storage);

  // The spec lists both paths; they answer the same.
  for (const url of ['/api/v2/parent/children/:childId/check-in', '/api/v2/parent/:childId/check-in']) {
    app.get(url, {
      config: { access: access.parent },
      schema: {
        tags: ['parent'],
        summary: "A child's check-in history by Kuala Lumpur day; page and limit count days",
        security: [{ bearer: [] }],
        params: z.object({ childId: z.string() }),
        querystring: checkInHistoryQuerySchema,
        response: {
          200: checkInHistoryPageSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
      handler: async (request) => {
        const { page, limit } = request.query;
        const { parentId } = principalOf(request, 'parent');
        const history = await service.historyForParent(parentId, request.params.childId, page, limit);
        return { success: true as const, ...history };
      },
    });
  }
}
