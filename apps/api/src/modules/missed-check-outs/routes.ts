import {
  message,
  missedCheckOutBodySchema,
  missedCheckOutRecordedSchema,
  studentIdParams,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, changeRoute } from '../../http/route-kit';
import { createMissedCheckOutsService } from './service';

export function missedCheckOutsRoutes(ctx: AppContext) {
  const service = createMissedCheckOutsService(ctx);
  return [
    changeRoute({
      method: 'POST',
      path: '/api/v2/center/students/:id/missed-check-out',
      operationId: 'recordMissedCheckOut',
      access: access.superManager,
      tag: 'teacher',
      summary:
        "The head of centre records the check-out time of a child's check-in of an earlier day left open",
      description:
        "A check-out on `day` at `time` (Kuala Lumpur), after that day's check-in, without a photo, marked as recorded afterwards (decision 095). 409 when the day has no check-in at the centre or already has a check-out.",
      params: studentIdParams,
      body: missedCheckOutBodySchema,
      status: 201,
      data: missedCheckOutRecordedSchema,
      errors: [409],
      done: message('success.missedCheckOutRecorded'),
      change: ({ principal, params, body }) => service.record(principal, params.id, body),
    }),
  ];
}
