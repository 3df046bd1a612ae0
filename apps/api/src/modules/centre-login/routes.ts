import {
  centreIdParam,
  centreLoginBodySchema,
  centreOptionSchema,
  centrePackageSchema,
  centreTeacherSchema,
  hocLoginBodySchema,
  successEnvelope,
  tokenResultSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createCentreLoginService } from './service';

const tag = 'centre login';
const loginFailures = [401, 429] as const;

export function centreLoginRoutes(ctx: AppContext) {
  const service = createCentreLoginService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/center',
      operationId: 'listCentres',
      access: access.public,
      tag,
      summary: 'Activated centres for the teacher login, by name',
      response: successEnvelope(z.array(centreOptionSchema)),
      handle: async () => ok(await service.listCentres()),
    }),
    route({
      method: 'GET',
      path: '/api/v2/center/:id/packages',
      operationId: 'listCentrePackages',
      access: access.public,
      tag,
      summary: "An activated centre's active packages (fees in ringgit)",
      params: z.object({ id: centreIdParam }),
      response: successEnvelope(z.array(centrePackageSchema)),
      handle: async ({ params }) => ok(await service.listPackages(params.id)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/center/login',
      operationId: 'loginCentre',
      access: access.public,
      tag,
      summary:
        "The centre's teachers, each with a fresh token (a head of centre gets none while hoc-login is on)",
      body: centreLoginBodySchema,
      response: successEnvelope(z.array(centreTeacherSchema)),
      errors: loginFailures,
      handle: async ({ body, request }) => ok(await service.loginCentre(body.id, body.password, request.ip)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/center/login-hoc',
      operationId: 'loginHeadOfCentre',
      access: access.public,
      tag,
      summary: "A head of centre's own e-mail and password",
      body: hocLoginBodySchema,
      response: successEnvelope(tokenResultSchema),
      errors: loginFailures,
      handle: async ({ body, request }) => ok(await service.loginHoc(body.email, body.password, request.ip)),
    }),
  ];
}
