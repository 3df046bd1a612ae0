import {
  centreParamsSchema,
  idleMinutesBodySchema,
  message,
  ownPinBodySchema,
  pinLoginBodySchema,
  pinSessionSchema,
  successEnvelope,
  teacherIdParam,
  teacherPinBodySchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createTeacherPinsService } from './service';

export function teacherPinsRoutes(ctx: AppContext) {
  const service = createTeacherPinsService(ctx);
  return [
    route({
      method: 'POST',
      path: '/api/v2/center/login-pin',
      operationId: 'loginWithPin',
      access: access.public,
      tag: 'centre login',
      summary: "A teacher's or head of centre's PIN on a device signed in to the centre (Teacher PINs)",
      description:
        'The device session comes from `POST /center/login` while Teacher PINs is on. Wrong PINs are counted per person and device (decision 084).',
      body: pinLoginBodySchema,
      response: successEnvelope(pinSessionSchema),
      errors: [401, 404, 409, 429],
      handle: async ({ body }) => ok(await service.signIn(body.device, body.id, body.pin)),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/super-manager/permission/:managerId/pin',
      operationId: 'setCentreTeacherPin',
      access: access.superManager,
      tag: 'head of centre',
      summary: "Sets a teacher's first PIN or resets a forgotten one",
      params: z.object({ managerId: teacherIdParam }),
      body: teacherPinBodySchema,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params, body }) => {
        await service.setTeacherPin(principal, params.managerId, body.pin);
        return ok(null, message('pins.pinSet'));
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/v2/super-manager/permission/:managerId/pin-lock',
      operationId: 'unlockCentreTeacherPin',
      access: access.superManager,
      tag: 'head of centre',
      summary: "Lifts the waits wrong PINs put on a teacher, on every device (audited 'pin.unlock')",
      params: z.object({ managerId: teacherIdParam }),
      response: successEnvelope(z.null()),
      handle: async ({ principal, params }) => {
        await service.unlockTeacher(principal, params.managerId);
        return ok(null, message('pins.unlocked'));
      },
    }),
    route({
      method: 'PUT',
      path: '/api/v2/super-manager/settings/idle-minutes',
      operationId: 'setCentreIdleMinutes',
      access: access.superManager,
      tag: 'head of centre',
      summary: 'Minutes without use before the teacher app returns to the name picker',
      body: idleMinutesBodySchema,
      response: successEnvelope(z.null()),
      handle: async ({ principal, body }) => {
        await service.setIdleMinutes(principal, body.minutes);
        return ok(null, message('pins.idleMinutesUpdated'));
      },
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/checkin/center/:centerId/idle-minutes',
      operationId: 'setCentreIdleMinutesByAdmin',
      access: access.admin('CHECKIN'),
      tag: 'admin check-ins',
      summary:
        "Sets the centre's idle time: minutes without use before the teacher app returns to the name picker (audited)",
      params: centreParamsSchema,
      body: idleMinutesBodySchema,
      data: idleMinutesBodySchema,
      done: message('pins.idleMinutesUpdated'),
      change: ({ principal, params, body }) =>
        service.setCentreIdleMinutes(principal, params.centerId, body.minutes),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/auth/pin',
      operationId: 'changeOwnPin',
      access: access.teacher,
      tag: 'auth',
      summary: "The caller's own PIN (the current one is asked when one is set)",
      body: ownPinBodySchema,
      response: successEnvelope(z.null()),
      handle: async ({ principal, body }) => {
        await service.changeOwnPin(principal, body.currentPin || undefined, body.pin);
        return ok(null, message('pins.pinSet'));
      },
    }),
  ];
}
