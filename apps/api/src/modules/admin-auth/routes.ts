import {
  adminLoginBodySchema,
  adminRegisterBodySchema,
  adminRegisterResultSchema,
  errorEnvelopeSchema,
  registrationCodeBodySchema,
  successEnvelope,
  tokenResultSchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { createAdminAuthService } from './service';

export async function adminAuthRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createAdminAuthService(ctx);

  app.post('/api/v2/admin/auth/login', {
    config: { access: access.public },
    schema: {
      tags: ['admin access'],
      summary: "An admin's e-mail and password; failures are counted per e-mail and per address",
      body: adminLoginBodySchema,
      response: {
        200: successEnvelope(tokenResultSchema),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request) => {
      const { email, password } = request.body;
      return ok(await service.login(email, password, request.ip));
    },
  });

  app.post('/api/v2/admin/auth/registration-code', {
    config: { access: access.public },
    schema: {
      tags: ['admin access'],
      summary: "Checks the registration page's access password (ADMIN_REGISTRATION_CODE)",
      body: registrationCodeBodySchema,
      response: {
        200: successEnvelope(z.null()),
        400: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request) => {
      await service.checkRegistrationCode(request.body.code, request.ip);
      return ok(null);
    },
  });

  app.post('/api/v2/admin/auth/register', {
    config: { access: access.public },
    schema: {
      tags: ['admin access'],
      summary: 'Registers an admin; the first admin ever registered gets every module',
      body: adminRegisterBodySchema,
      response: {
        201: successEnvelope(adminRegisterResultSchema),
        400: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const admin = await service.register(request.body, request.ip);
      return reply.status(201).send(ok(admin, 'Registration successful'));
    },
  });
}
