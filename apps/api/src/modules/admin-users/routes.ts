import {
  errorEnvelopeSchema,
  familyDetailSchema,
  familyListItemSchema,
  pageEnvelope,
  parentDetailSchema,
  parentListItemSchema,
  successEnvelope,
  userSearchQuerySchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok, okPage } from '../../http/envelope';
import { createAdminUsersService } from './service';

export async function adminUsersRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createAdminUsersService(ctx.db);
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const users = access.admin('USER');
  const params = z.object({ id: z.string() });

  app.get('/api/v2/admin/users/parents', {
    config: { access: users },
    schema: {
      tags: ['users'],
      summary: 'A page of parents (search on name, e-mail or phone) with their family and child counts',
      security: [{ bearer: [] }],
      querystring: userSearchQuerySchema,
      response: { 200: pageEnvelope(parentListItemSchema), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request) => {
      const { items, meta } = await service.listParents(request.query);
      return okPage(items, meta);
    },
  });

  app.get('/api/v2/admin/users/parents/:id', {
    config: { access: users },
    schema: {
      tags: ['users'],
      summary: "A parent's profile and families",
      security: [{ bearer: [] }],
      params,
      response: { 200: successEnvelope(parentDetailSchema), ...guarded, 404: errorEnvelopeSchema },
    },
    handler: async (request) => ok(await service.parentDetail(request.params.id)),
  });

  app.get('/api/v2/admin/users/families', {
    config: { access: users },
    schema: {
      tags: ['users'],
      summary:
        "A page of families (search on the family's name, a member's name or e-mail, or a child's name)",
      security: [{ bearer: [] }],
      querystring: userSearchQuerySchema,
      response: { 200: pageEnvelope(familyListItemSchema), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request) => {
      const { items, meta } = await service.listFamilies(request.query);
      return okPage(items, meta);
    },
  });

  app.get('/api/v2/admin/users/families/:id', {
    config: { access: users },
    schema: {
      tags: ['users'],
      summary: 'A family with its members and children',
      security: [{ bearer: [] }],
      params,
      response: { 200: successEnvelope(familyDetailSchema), ...guarded, 404: errorEnvelopeSchema },
    },
    handler: async (request) => ok(await service.familyDetail(request.params.id)),
  });
}
