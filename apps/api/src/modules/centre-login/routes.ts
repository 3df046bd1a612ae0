import {
  centreLoginBodySchema,
  centreOptionSchema,
  centrePackageSchema,
  centreTeacherSchema,
  errorEnvelopeSchema,
  hocLoginBodySchema,
  successEnvelope,
  tokenResultSchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { createCentreLoginService } from './service';

export async function centreLoginRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createCentreLoginService(ctx);
  const loginFailures = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

  app.get('/api/v2/center', {
    config: { access: access.public },
    schema: {
      tags: ['centre login'],
      summary: 'Activated centres for the teacher login, by name',
      response: { 200: successEnvelope(z.array(centreOptionSchema)) },
    },
    handler: async () => ok(await service.listCentres()),
  });

  app.get('/api/v2/center/:id/packages', {
    config: { access: access.public },
    schema: {
      tags: ['centre login'],
      summary: "An activated centre's active packages (fees in ringgit)",
      params: z.object({ id: z.string() }),
      response: { 200: successEnvelope(z.array(centrePackageSchema)), 404: errorEnvelopeSchema },
    },
    handler: async (request) => ok(await service.listPackages(request.params.id)),
  });

  app.post('/api/v2/center/login', {
    config: { access: access.public },
    schema: {
      tags: ['centre login'],
      summary:
        "The centre's teachers, each with a fresh token (a head of centre gets none while hoc-login is on)",
      body: centreLoginBodySchema,
      response: { 200: successEnvelope(z.array(centreTeacherSchema)), ...loginFailures },
    },
    handler: async (request) => {
      const { id, password } = request.body;
      return ok(await service.loginCentre(id, password, request.ip));
    },
  });

  app.post('/api/v2/center/login-hoc', {
    config: { access: access.public },
    schema: {
      tags: ['centre login'],
      summary: "A head of centre's own e-mail and password",
      body: hocLoginBodySchema,
      response: { 200: successEnvelope(tokenResultSchema), ...loginFailures },
    },
    handler: async (request) => {
      const { email, password } = request.body;
      return ok(await service.loginHoc(email, password, request.ip));
    },
  });
}
