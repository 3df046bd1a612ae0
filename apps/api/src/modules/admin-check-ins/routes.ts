import {
  calendarDaySchema,
  centreListPageSchema,
  centreListQuerySchema,
  centreViewSchema,
  checkInDetailSchema,
  idParams,
  message,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { centreDayRoute } from '../../shared/centre-day-route';
import { createAdminCheckInsService } from './service';

const checkInParams = idParams(message('checkIns.checkInNotFound'));
const tag = 'admin check-ins';
const checkins = access.admin('CHECKIN');

export function adminCheckInsRoutes(ctx: AppContext) {
  const service = createAdminCheckInsService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/checkin/center',
      operationId: 'listCentreDays',
      access: checkins,
      tag,
      summary:
        "A page of the centres with their attendance figures for a Kuala Lumpur day (default today), searched by name and sorted (default registerStatus descending, then name; '-' values last), with the day's summary of every centre",
      query: centreListQuerySchema,
      response: centreListPageSchema,
      handle: async ({ query }) => {
        const { centres, summary, meta } = await service.centreList(query);
        return { ...ok({ centres, summary }), meta };
      },
    }),
    centreDayRoute({
      path: '/api/v2/admin/checkin/center/:centerId',
      operationId: 'getCentreDay',
      tag,
      summary: "A centre's day: the centre and its password, metrics, managers and students",
      data: centreViewSchema,
      read: service.centreView,
    }),
    centreDayRoute({
      path: '/api/v2/admin/checkin/center/:centerId/calendar',
      operationId: 'getCentreCalendar',
      tag,
      summary:
        'Every day of the month of `date` (default today) with its figures and latest note; days after today are marked future and carry no counts',
      data: z.array(calendarDaySchema),
      read: service.calendar,
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/checkin/:id',
      operationId: 'getCheckIn',
      // An overtime report's 'View Checkin Details' opens the check-out an item was charged for.
      access: access.admin('CHECKIN', 'OVERTIME'),
      tag,
      summary: 'One check-in or check-out with its photo link, child, centre, recorder and package',
      params: checkInParams,
      response: successEnvelope(checkInDetailSchema),
      handle: async ({ params }) => ok(await service.checkIn(params.id)),
    }),
  ];
}
