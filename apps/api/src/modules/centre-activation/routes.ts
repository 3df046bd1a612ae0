import { centreActivationBodySchema, message, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { createCentreActivationService } from './service';

export function centreActivationRoutes(ctx: AppContext) {
  const service = createCentreActivationService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/admin/auth/super-manager',
      operationId: 'activateCentre',
      access: access.admin('CHECKIN'),
      tag: 'admin check-ins',
      summary:
        'Activates an unregistered centre: creates its head of centre (super manager) and sets the centre password',
      body: centreActivationBodySchema,
      response: successEnvelope(z.object({ centerId: z.uuid() })),
      errors: [404, 409],
      handle: async ({ principal, body }) =>
        ok(await service.activate(principal, body), message('success.centreActivated')),
    }),
  ];
}
