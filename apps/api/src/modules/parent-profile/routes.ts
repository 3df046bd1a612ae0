import {
  completeProfileBodySchema,
  errorEnvelopeSchema,
  parentAuthSchema,
  parentUserSchema,
  successEnvelope,
  updateProfileBodySchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createParentProfileService } from './service';

export async function parentProfileRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createParentProfileService(ctx.db, ctx.storage);
  const failures = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.post('/api/v2/parent/auth/register', {
    config: { access: access.parent },
    schema: {
      tags: ['parent'],
      summary: 'Completes a new parent’s profile (salutation, full name, phone number)',
      security: [{ bearer: [] }],
      body: completeProfileBodySchema,
      response: { 200: successEnvelope(parentAuthSchema), ...failures },
    },
    handler: async (request) =>
      ok(
        await service.completeProfile(principalOf(request, 'parent').parentId, request.body),
        'Profile saved successfully',
      ),
  });

  app.post('/api/v2/parent/auth/update-profile', {
    config: { access: access.parent },
    schema: {
      tags: ['parent'],
      summary: 'Saves the profile fields sent (settings basic and details)',
      security: [{ bearer: [] }],
      body: updateProfileBodySchema,
      response: { 200: successEnvelope(z.object({ user: parentUserSchema })), ...failures },
    },
    handler: async (request) =>
      ok(
        await service.updateProfile(principalOf(request, 'parent').parentId, request.body),
        'Profile updated successfully',
      ),
  });
}
