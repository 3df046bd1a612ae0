import {
  errorEnvelopeSchema,
  signOutEverywhereResultSchema,
  staffMeSchema,
  successEnvelope,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createStaffAuthService } from './service';

export async function staffAuthRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createStaffAuthService(ctx.db);

  app.get('/api/v2/auth', {
    config: { access: access.staff },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in staff member (admin, teacher or super manager)',
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(staffMeSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
    },
    handler: async (request) =>
      ok(await service.currentStaff(principalOf(request, 'admin', 'teacher', 'super manager'))),
  });

  app.post('/api/v2/auth/logout', {
    config: { access: access.signedIn },
    schema: {
      tags: ['auth'],
      summary: 'Ends the session of the token sent (parent or staff)',
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(z.null()), 401: errorEnvelopeSchema },
    },
    handler: async (request) => {
      await ctx.sessions.revoke(principalOf(request, 'parent', 'admin', 'teacher', 'super manager'));
      return ok(null, 'Signed out');
    },
  });

  app.post('/api/v2/auth/logout-all', {
    config: { access: access.signedIn },
    schema: {
      tags: ['auth'],
      summary: "Ends every session of the caller's account on every device, this one included",
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(signOutEverywhereResultSchema), 401: errorEnvelopeSchema },
    },
    handler: async (request) => {
      const principal = principalOf(request, 'parent', 'admin', 'teacher', 'super manager');
      const endedSessions = await ctx.sessions.revokeEverywhere(principal);
      return ok({ endedSessions }, 'Signed out of all devices');
    },
  });
}
