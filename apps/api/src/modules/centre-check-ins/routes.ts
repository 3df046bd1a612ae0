import {
  centreStudentSchema,
  checkInCreatedSchema,
  checkInFieldsSchema,
  checkInHistoryPageSchema,
  checkInHistoryQuerySchema,
  message,
  studentIdParams,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { readCheckInForm } from './check-in-form';
import { createCentreCheckInsService } from './service';

const tag = 'teacher';

export function centreCheckInsRoutes(ctx: AppContext) {
  const service = createCentreCheckInsService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/center/students',
      operationId: 'listCentreStudents',
      access: access.teacher,
      tag,
      summary: "The teacher's centre's active children, each with the newest check-in",
      response: successEnvelope(z.array(centreStudentSchema)),
      answer: 'as built',
      handle: async ({ principal }) => ok(await service.listStudents(principal)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/center/students/:id/check-in',
      operationId: 'listStudentCheckIns',
      access: access.teacher,
      tag,
      summary: "A student's check-in history by Kuala Lumpur day; page and limit count days",
      params: studentIdParams,
      query: checkInHistoryQuerySchema,
      response: checkInHistoryPageSchema,
      handle: async ({ principal, params, query }) => {
        const history = await service.history(principal, params.id, query);
        return { success: true as const, ...history };
      },
    }),
    route({
      method: 'POST',
      path: '/api/v2/center/students/:id/check-in',
      operationId: 'recordCheckIn',
      access: access.teacher,
      tag,
      summary: 'Records a check-in or check-out with its photo (multipart)',
      params: studentIdParams,
      multipart: { fields: checkInFieldsSchema, files: ['image'], optionalFiles: ['thumbnail'] },
      status: 201,
      response: successEnvelope(checkInCreatedSchema),
      // The morning peak's route; `createdAnswer` builds every field (decision 086).
      answer: 'as built',
      errors: [409, 413, 415],
      handle: async ({ principal, params, request }) => {
        const { fields, ...upload } = await readCheckInForm(request);
        const created = await service.record(principal, params.id, fields, upload, request.log);
        return ok(
          created,
          created.status === 'CHECKIN' ? message('success.checkedIn') : message('success.checkedOut'),
        );
      },
    }),
  ];
}
