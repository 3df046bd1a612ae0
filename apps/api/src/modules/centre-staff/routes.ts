import {
  centreManagerSchema,
  centreSettingsSchema,
  centreStaffMemberSchema,
  message,
  successEnvelope,
  teacherIdParam,
  teacherNameBodySchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createCentreStaffService } from './service';

const teacherParams = z.object({ managerId: teacherIdParam });
const tag = 'head of centre';
const headOfCentre = access.superManager;

export function centreStaffRoutes(ctx: AppContext) {
  const service = createCentreStaffService(ctx);
  const precondition = () => service.assertTeacherManagementOn();
  return [
    route({
      method: 'GET',
      path: '/api/v2/super-manager/permission',
      operationId: 'listCentreTeachers',
      access: headOfCentre,
      tag,
      summary:
        "The centre's current teachers, heads of centre first (also while hoc-login is off and Teacher PINs on)",
      precondition: () => service.assertTeacherListOn(),
      response: successEnvelope(z.array(centreStaffMemberSchema)),
      handle: async ({ principal }) => ok(await service.listTeachers(principal)),
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/super-manager/permission',
      operationId: 'addCentreTeacher',
      access: headOfCentre,
      tag,
      summary: 'Adds a teacher',
      precondition,
      body: teacherNameBodySchema,
      status: 201,
      data: centreManagerSchema,
      errors: [409],
      done: message('success.teacherAdded'),
      change: ({ principal, body }) => service.addTeacher(principal, body.name),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/super-manager/permission/:managerId',
      operationId: 'renameCentreTeacher',
      access: headOfCentre,
      tag,
      summary: 'Renames a teacher',
      precondition,
      params: teacherParams,
      body: teacherNameBodySchema,
      data: centreManagerSchema,
      errors: [409],
      done: message('success.teacherUpdated'),
      change: ({ principal, params, body }) => service.renameTeacher(principal, params.managerId, body.name),
    }),
    route({
      method: 'DELETE',
      path: '/api/v2/super-manager/permission/:managerId',
      operationId: 'deleteCentreTeacher',
      access: headOfCentre,
      tag,
      summary: 'Deletes a teacher and signs them out',
      precondition,
      params: teacherParams,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params }) => {
        await service.deleteTeacher(principal, params.managerId);
        return ok(null, message('success.teacherDeleted'));
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/super-manager/settings',
      operationId: 'getCentreSettings',
      access: headOfCentre,
      tag,
      summary: 'The centre password and access link',
      precondition,
      response: successEnvelope(centreSettingsSchema),
      errors: [404],
      handle: async ({ principal }) => ok(await service.settings(principal)),
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/super-manager/settings/center-password',
      operationId: 'renewCentrePassword',
      access: headOfCentre,
      tag,
      summary: 'Generates a new centre password and signs every other teacher of the centre out',
      precondition,
      data: centreSettingsSchema,
      errors: [404],
      done: message('success.centrePasswordGenerated'),
      change: ({ principal }) => service.newCentrePassword(principal),
    }),
  ];
}
