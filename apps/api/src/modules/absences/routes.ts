import {
  absenceFormSchema,
  absenceParams,
  absenceSchema,
  message,
  parentChildParams,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { childListRoute } from '../../shared/child-list-route';
import { createAbsencesService } from './service';

const listPath = '/api/v2/parent/children/:childId/absences';

export function absencesRoutes(ctx: AppContext) {
  const service = createAbsencesService(ctx);
  return [
    childListRoute({
      path: listPath,
      operationId: 'listAbsences',
      summary: "The parent's child's reported absences of today and later",
      item: absenceSchema,
      list: service.list,
    }),
    changeRoute({
      method: 'POST',
      path: listPath,
      operationId: 'reportAbsence',
      access: access.parent,
      tag: 'parent',
      summary:
        'Reports that the child will be absent on a day or a range of days (today or later, at most 31)',
      params: parentChildParams,
      body: absenceFormSchema,
      status: 201,
      data: absenceSchema,
      errors: [409],
      done: message('success.absenceReported'),
      change: ({ principal, params, body }) => service.report(principal.parentId, params.childId, body),
    }),
    route({
      method: 'DELETE',
      path: `${listPath}/:absenceId`,
      operationId: 'withdrawAbsence',
      access: access.parent,
      tag: 'parent',
      summary: 'Withdraws a reported absence before its first day starts',
      params: absenceParams,
      response: successEnvelope(z.null()),
      errors: [409],
      handle: async ({ principal, params }) => {
        await service.withdraw(principal.parentId, params.childId, params.absenceId);
        return ok(null, message('success.absenceWithdrawn'));
      },
    }),
  ];
}
