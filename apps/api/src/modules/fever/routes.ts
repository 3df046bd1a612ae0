import { feverThresholdSchema, flaggedCheckInSchema, message, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createFeverService } from './service';

export function feverRoutes(ctx: AppContext) {
  const service = createFeverService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/fever-threshold',
      operationId: 'getFeverThreshold',
      access: access.staff,
      tag: 'teacher',
      summary: 'The temperature (°C) at or above which a check-in is flagged as a fever',
      response: successEnvelope(feverThresholdSchema),
      handle: async () => ok({ threshold: await service.threshold() }),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/admin/fever-threshold',
      operationId: 'setFeverThreshold',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: 'Sets the fever threshold for every centre (audited)',
      body: feverThresholdSchema,
      response: successEnvelope(feverThresholdSchema),
      handle: async ({ principal, body }) =>
        ok(
          { threshold: await service.setThreshold(principal.adminId, body.threshold) },
          message('success.feverThresholdUpdated'),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/v2/center/fevers',
      operationId: 'listTodaysFevers',
      access: access.superManager,
      tag: 'teacher',
      summary: "Today's check-ins at the head of centre's centre flagged as a fever, newest first",
      response: successEnvelope(z.array(flaggedCheckInSchema)),
      handle: async ({ principal }) => ok(await service.flaggedToday(principal)),
    }),
  ];
}
