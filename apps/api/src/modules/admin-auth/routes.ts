import {
  adminLoginBodySchema,
  adminRegisterBodySchema,
  adminRegisterResultSchema,
  message,
  registrationCodeBodySchema,
  successEnvelope,
  tokenResultSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createAdminAuthService } from './service';

const tag = 'admin access';

export function adminAuthRoutes(ctx: AppContext) {
  const service = createAdminAuthService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/admin/auth/login',
      operationId: 'loginAdmin',
      access: access.public,
      tag,
      summary: "An admin's e-mail and password; failures are counted per e-mail and per address",
      body: adminLoginBodySchema,
      response: successEnvelope(tokenResultSchema),
      errors: [401, 429],
      handle: async ({ body, request }) => ok(await service.login(body.email, body.password, request.ip)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/admin/auth/registration-code',
      operationId: 'checkAdminRegistrationCode',
      access: access.public,
      tag,
      summary: "Checks the registration page's access password (ADMIN_REGISTRATION_CODE)",
      body: registrationCodeBodySchema,
      response: successEnvelope(z.null()),
      errors: [403, 429],
      handle: async ({ body, request }) => {
        await service.checkRegistrationCode(body.code, request.ip);
        return ok(null);
      },
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/admin/auth/register',
      operationId: 'registerAdmin',
      access: access.public,
      tag,
      summary: 'Registers an admin; the first admin ever registered gets every module',
      body: adminRegisterBodySchema,
      status: 201,
      data: adminRegisterResultSchema,
      errors: [403, 409, 429],
      done: message('success.registrationSuccessful'),
      change: ({ body, request }) => service.register(body, request.ip),
    }),
  ];
}
