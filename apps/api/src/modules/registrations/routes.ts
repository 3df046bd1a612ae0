import {
  idempotencyKeyHeaderSchema,
  referralCheckBodySchema,
  referralCheckResultSchema,
  registrationBodySchema,
  registrationResultSchema,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createRegistrationsService } from './service';

const tag = 'registration';

export function registrationsRoutes(ctx: AppContext) {
  const service = createRegistrationsService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/parent/registration',
      operationId: 'submitRegistration',
      access: access.parent,
      tag,
      summary:
        'Submits the registration wizard: the registration, its order and the bill (amounts from the package, never the body); the same idempotency key answers the first result',
      description:
        "The key is the body's idempotencyKey or the standard Idempotency-Key header (both may be sent if they are the same); a repeated key creates nothing and answers the first submission's result.",
      body: registrationBodySchema,
      headers: idempotencyKeyHeaderSchema,
      status: 201,
      response: successEnvelope(registrationResultSchema),
      errors: [409],
      handle: async ({ principal, body, headers, request }) => {
        const submitted = await service.submit(principal, body, headers['idempotency-key'], request.log);
        return ok(submitted.result, submitted.message);
      },
    }),
    route({
      method: 'POST',
      path: '/api/v2/parent/auth/check-referral-number',
      operationId: 'checkReferralCode',
      access: access.parent,
      tag,
      summary: "Whether a referral code exists and is not the caller's own (rate-limited)",
      body: referralCheckBodySchema,
      response: successEnvelope(referralCheckResultSchema),
      errors: [429],
      handle: async ({ principal, body }) => ok(await service.checkReferral(principal, body.referralNumber)),
    }),
  ];
}
