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
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createAdminCentreManagersService } from './service';

const managerParams = centreParamsSchema.extend({ managerId: teacherIdParam });
const tag = 'admin teachers';
const checkins = access.admin('CHECKIN');

export function adminCentreManagersRoutes(ctx: AppContext) {
  const service = createAdminCentreManagersService(ctx);
  return [
    changeRoute({
      method: 'POST',
      path: '/api/v2/admin/checkin/center/:centerId/manager',
      operationId: 'addCentreManager',
      access: checkins,
      tag,
      summary: 'Adds a teacher to an active centre',
      params: centreParamsSchema,
      body: adminTeacherNameBodySchema,
      status: 201,
      data: centreManagerSchema,
      errors: [409],
      done: message('success.managerCreated'),
      change: ({ principal, params, body }) => service.add(principal, params.centerId, body.name),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/checkin/center/:centerId/manager/:managerId',
      operationId: 'renameCentreManager',
      access: checkins,
      tag,
      summary: 'Renames a teacher (not the head of centre)',
      params: managerParams,
      body: adminTeacherNameBodySchema,
      data: centreManagerSchema,
      errors: [409],
      done: message('success.managerUpdated'),
      change: ({ principal, params, body }) =>
        service.rename(principal, params.centerId, params.managerId, body.name),
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
