import { centreActivationBodySchema, message } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute } from '../../http/route-kit';
import { createCentreActivationService } from './service';

export function centreActivationRoutes(ctx: AppContext) {
  const service = createCentreActivationService(ctx);
  return [
    changeRoute({
      method: 'POST',
      path: '/api/v2/admin/auth/super-manager',
      operationId: 'activateCentre',
      access: access.admin('CHECKIN'),
      tag: 'admin check-ins',
      summary:
        'Activates an unregistered centre: creates its head of centre (super manager) and sets the centre password',
      body: centreActivationBodySchema,
      data: z.object({ centerId: z.uuid() }),
      errors: [404, 409],
      done: message('success.centreActivated'),
      change: ({ principal, body }) => service.activate(principal, body),
    }),
  ];
}
