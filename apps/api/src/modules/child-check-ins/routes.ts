import { checkInHistoryPageSchema, checkInHistoryQuerySchema, parentChildParams } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, route } from '../../http/route-kit';
import { createChildCheckInsService } from './service';

export function childCheckInsRoutes(ctx: AppContext) {
  const service = createChildCheckInsService(ctx);
  // The spec lists both paths; they answer the same.
  const paths = [
    { path: '/api/v2/parent/children/:childId/check-in', operationId: 'listChildCheckIns' },
    { path: '/api/v2/parent/:childId/check-in', operationId: 'listChildCheckInsShortPath' },
  ];
  return paths.map(({ path, operationId }) =>
    route({
      method: 'GET',
      path,
      operationId,
      access: access.parent,
      tag: 'parent',
      summary: "A child's check-in history by Kuala Lumpur day; page and limit count days",
      params: parentChildParams,
      query: checkInHistoryQuerySchema,
      response: checkInHistoryPageSchema,
      handle: async ({ principal, params, query }) => {
        const history = await service.historyForParent(
          principal.parentId,
          params.childId,
          query.page,
          query.limit,
        );
        return { success: true as const, ...history };
      },
    }),
  );
}
