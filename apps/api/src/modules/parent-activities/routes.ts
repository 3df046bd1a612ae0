import {
  activityIdParams,
  parentActivityPageSchema,
  parentActivityQuerySchema,
  parentActivitySchema,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, okPage, route } from '../../http/route-kit';
import { assertActivitiesOn } from '../activity-posts';
import { createParentActivitiesService } from './service';

export function parentActivitiesRoutes(ctx: AppContext) {
  const service = createParentActivitiesService(ctx);
  const common = {
    access: access.parent,
    tag: 'parent',
    precondition: () => assertActivitiesOn(ctx.db),
  } as const;
  return [
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/parent/activities',
      operationId: 'listParentActivities',
      summary: "The published activities meant for the parent's children, newest activity date first",
      query: parentActivityQuerySchema,
      response: parentActivityPageSchema,
      handle: async ({ principal, query }) => {
        const { data, meta } = await service.feed(principal, query);
        return okPage(data, meta);
      },
    }),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/parent/activities/:id',
      operationId: 'getParentActivity',
      summary: 'One activity the parent may see',
      params: activityIdParams,
      response: successEnvelope(parentActivitySchema),
      handle: async ({ principal, params }) => ok(await service.one(principal, params.id)),
    }),
  ];
}
