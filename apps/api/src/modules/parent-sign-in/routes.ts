import {
  checkEmailBodySchema,
  checkEmailResultSchema,
  languageFromHeader,
  message,
  requestOtpBodySchema,
  successEnvelope,
  verifyOtpBodySchema,
  verifyOtpResultSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createParentSignInService } from './service';

const tag = 'parent sign-in';

export function parentSignInRoutes(ctx: AppContext) {
  const service = createParentSignInService({
    db: ctx.db,
    mailer: ctx.mailer,
    sessions: ctx.sessions,
    secretKey: ctx.config.secretKey,
    clock: ctx.clock,
  });
  return [
    route({
      method: 'POST',
      path: '/api/v2/parent/auth/request-otp',
      operationId: 'requestSignInCode',
      access: access.public,
      tag,
      summary: 'E-mails a 6-digit sign-in code (the same answer whether or not the e-mail has an account)',
      body: requestOtpBodySchema,
      response: successEnvelope(z.null()),
      errors: [429],
      handle: async ({ body, request }) => {
        await service.requestCode(
          body.email,
          request.ip,
          languageFromHeader(request.headers['accept-language']),
        );
        return ok(null, message('success.otpSent'));
      },
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/parent/auth/verify-otp',
      operationId: 'verifySignInCode',
      access: access.public,
      tag,
      summary: 'Checks a sign-in code; signs the parent in unless registrationFlow is true',
      body: verifyOtpBodySchema,
      data: verifyOtpResultSchema,
      done: message('success.verificationSuccessful'),
      change: ({ body, request }) =>
        service.verifyCode(
          body.email,
          body.otp,
          body.registrationFlow,
          request.ip,
          languageFromHeader(request.headers['accept-language']),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/v2/parent/auth/check-email',
      operationId: 'checkOtherParentEmail',
      access: access.parent,
      tag,
      summary: "Whether another parent's e-mail has an account and is verified (registration wizard)",
      body: checkEmailBodySchema,
      response: successEnvelope(checkEmailResultSchema),
      errors: [429],
      handle: async ({ principal, body }) => ok(await service.checkEmail(principal.parentId, body.email)),
    }),
  ];
}
