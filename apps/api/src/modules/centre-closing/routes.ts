import { centreParamsSchema, closingTimeBodySchema, successEnvelope } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { closingTimeUpdated, createCentreClosingService } from './service';

export function centreClosingRoutes(ctx: AppContext) {
  const service = createCentreClosingService(ctx);
  return [
    route({
      method: 'PUT',
      path: '/api/v2/admin/checkin/center/:centerId/closing-time',
      operationId: 'setCentreClosingTime',
      access: access.admin('CHECKIN'),
      tag: 'admin check-ins',
      summary:
        "Sets the centre's closing time (Kuala Lumpur 'HH:mm', default 18:30), when staff are told who is still checked in (audited)",
      params: centreParamsSchema,
      body: closingTimeBodySchema,
      response: successEnvelope(closingTimeBodySchema),
      handle: async ({ principal, params, body }) =>
        ok(await service.setClosingTime(principal, params.centerId, body.closingTime), closingTimeUpdated),
    }),
  ];
}
