import {
  adminTeacherNameBodySchema,
  centreManagerSchema,
  centreParamsSchema,
  message,
  successEnvelope,
  teacherIdParam,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { createAdminCentreManagersService } from './service';

const managerParams = centreParamsSchema.extend({ managerId: teacherIdParam });
const tag = 'admin teachers';
const checkins = access.admin('CHECKIN');

export function adminCentreManagersRoutes(ctx: AppContext) {
  const service = createAdminCentreManagersService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/admin/checkin/center/:centerId/manager',
      operationId: 'addCentreManager',
      access: checkins,
      tag,
      summary: 'Adds a teacher to an active centre',
      params: centreParamsSchema,
      body: adminTeacherNameBodySchema,
      status: 201,
      response: successEnvelope(centreManagerSchema),
      errors: [409],
      handle: async ({ principal, params, body }) =>
        ok(await service.add(principal, params.centerId, body.name), message('success.managerCreated')),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/admin/checkin/center/:centerId/manager/:managerId',
      operationId: 'renameCentreManager',
      access: checkins,
      tag,
      summary: 'Renames a teacher (not the head of centre)',
      params: managerParams,
      body: adminTeacherNameBodySchema,
      response: successEnvelope(centreManagerSchema),
      errors: [409],
      handle: async ({ principal, params, body }) =>
        ok(
          await service.rename(principal, params.centerId, params.managerId, body.name),
          message('success.managerUpdated'),
        ),
    }),
    route({
      method: 'DELETE',
      path: '/api/v2/admin/checkin/center/:centerId/manager/:managerId',
      operationId: 'deleteCentreManager',
      access: checkins,
      tag,
      summary: 'Deletes a teacher (not the head of centre) and signs them out',
      params: managerParams,
      response: successEnvelope(z.null()),
      errors: [409],
      handle: async ({ principal, params }) => {
        await service.remove(principal, params.centerId, params.managerId);
        return ok(null, message('success.managerDeleted'));
      },
    }),
  ];
}
