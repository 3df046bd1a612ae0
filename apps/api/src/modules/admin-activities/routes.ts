import {
  activityCalendarSchema,
  activityIdParams,
  activityMonthQuerySchema,
  activitySavedSchema,
  centreActivityQuerySchema,
  centreActivitySummarySchema,
  centreActivityViewSchema,
  centreParamsSchema,
  message,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createAdminActivitiesService } from './service';

const common = { access: access.admin('ACTIVITY'), tag: 'admin activities' } as const;

export function adminActivitiesRoutes(ctx: AppContext) {
  const service = createAdminActivitiesService(ctx);
  const moveRoute = (action: 'archive' | 'unarchive', summary: string) =>
    route({
      ...common,
      method: 'PUT',
      path: `/api/v2/admin/activity/:id/${action}`,
      operationId: `${action}Activity`,
      summary,
      params: activityIdParams,
      response: successEnvelope(activitySavedSchema),
      errors: [409],
      handle: async ({ principal, params }) =>
        ok(
          await service.move(principal, params.id, action),
          action === 'archive' ? message('success.activityArchived') : message('success.activityUnarchived'),
        ),
    });
  return [
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/admin/activity/center',
      operationId: 'listActivityCentres',
      summary: "Every centre with its activities of the date's month and their authors",
      query: activityMonthQuerySchema,
      response: successEnvelope(z.array(centreActivitySummarySchema)),
      handle: async ({ query }) => ok(await service.centres(query.date)),
    }),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/admin/activity/center/:centerId',
      operationId: 'listAdminCentreActivities',
      summary: "One centre's activities of the date's month, with counts per status",
      params: centreParamsSchema,
      query: centreActivityQuerySchema,
      response: successEnvelope(centreActivityViewSchema),
      handle: async ({ params, query }) =>
        ok(await service.centre(params.centerId, query.date, query.status)),
    }),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/admin/activity/center/:centerId/calendar',
      operationId: 'getActivityCalendar',
      summary: "Each day of the date's month with the centre's published activities dated on it",
      params: centreParamsSchema,
      query: activityMonthQuerySchema,
      response: successEnvelope(activityCalendarSchema),
      handle: async ({ params, query }) => ok(await service.calendar(params.centerId, query.date)),
    }),
    moveRoute('archive', 'Archives a published activity: parents and the teachers’ lists no longer show it'),
    moveRoute('unarchive', 'Publishes an archived activity again'),
  ];
}
