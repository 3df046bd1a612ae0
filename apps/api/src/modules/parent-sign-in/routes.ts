import {
  checkEmailBodySchema,
  checkEmailResultSchema,
  errorEnvelopeSchema,
  requestOtpBodySchema,
  successEnvelope,
  verifyOtpBodySchema,
  verifyOtpResultSchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createParentSignInService } from './service';

export async function parentSignInRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createParentSignInService({
    db: ctx.db,
    mailer: ctx.mailer,
    sessions: ctx.sessions,
    secretKey: ctx.config.secretKey,
    clock: ctx.clock,
  });

  app.post('/api/v2/parent/auth/request-otp', {
    config: { access: access.public },
    schema: {
      tags: ['parent sign-in'],
      summary: 'E-mails a 6-digit sign-in code (the same answer whether or not the e-mail has an account)',
      body: requestOtpBodySchema,
      response: { 200: successEnvelope(z.null()), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
    },
    handler: async (request) => {
      await service.requestCode(request.body.email, request.ip);
      return ok(null, 'OTP sent successfully');
    },
  });

  app.post('/api/v2/parent/auth/verify-otp', {
    config: { access: access.public },
    schema: {
      tags: ['parent sign-in'],
      summary: 'Checks a sign-in code; signs the parent in unless registrationFlow is true',
      body: verifyOtpBodySchema,
      response: { 200: successEnvelope(verifyOtpResultSchema), 400: errorEnvelopeSchema },
    },
    handler: async (request) => {
      const { email, otp, registrationFlow } = request.body;
      return ok(
        await service.verifyCode(email, otp, registrationFlow, request.ip),
        'Verification successful',
      );
    },
  });

  app.post('/api/v2/parent/auth/check-email', {
    config: { access: access.parent },
    schema: {
      tags: ['parent sign-in'],
      summary: "Whether another parent's e-mail has an account and is verified (registration wizard)",
      security: [{ bearer: [] }],
      body: checkEmailBodySchema,
      response: {
        200: successEnvelope(checkEmailResultSchema),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request) =>
      ok(await service.checkEmail(principalOf(request, 'parent').parentId, request.body.email)),
  });
}
