import {
  careTypeParamsSchema,
  centreCareTypeBodySchema,
  centreParamsSchema,
  liveRatioSchema,
  message,
  ratioHistoryDaySchema,
  ratioHistoryQuerySchema,
  ratioRulesBodySchema,
  ratioRulesSchema,
  ratioSettingsSchema,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createRatiosService } from './service';

/** Staff-to-child ratios (issue 45, decisions 129 and 131): the live figure, the rules, the alert setting, the history. */
export function ratiosRoutes(ctx: AppContext) {
  const service = createRatiosService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/center/ratio',
      operationId: 'getLiveRatio',
      access: access.teacher,
      tag: 'teacher',
      summary:
        "The signed-in centre's ratio now: staff clocked in against staff needed for the children checked in, by age band",
      response: successEnvelope(liveRatioSchema),
      handle: async ({ principal }) => ok(await service.live(principal.centreId)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/ratio-rules',
      operationId: 'listRatioRules',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: 'The ratio rules of each centre type (TASKA, TADIKA) by age band',
      response: successEnvelope(z.array(ratioRulesSchema)),
      handle: async () => ok(await service.rules()),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/ratio-rules/:careType',
      operationId: 'setRatioRules',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: "Replaces a centre type's age bands (audited); today's staff needed follow at once",
      params: careTypeParamsSchema,
      body: ratioRulesBodySchema,
      data: ratioRulesSchema,
      done: message('ratios.rulesSaved'),
      change: ({ principal, params, body, request }) =>
        service.setRules(principal, params.careType, body.bands, request.log),
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/ratio-settings',
      operationId: 'getRatioSettings',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: 'Minutes a centre may stay out of ratio before its staff are told (default 5)',
      response: successEnvelope(ratioSettingsSchema),
      handle: async () => ok(await service.settings()),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/ratio-settings',
      operationId: 'setRatioSettings',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: 'Sets the minutes out of ratio before the alert, for every centre (audited)',
      body: ratioSettingsSchema,
      data: ratioSettingsSchema,
      done: message('ratios.settingsSaved'),
      change: ({ principal, body }) => service.setSettings(principal, body.alertMinutes),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/checkin/center/:centerId/care-type',
      operationId: 'setCentreCareType',
      access: access.admin('CHECKIN'),
      tag: 'admin check-ins',
      summary: 'Sets whether the centre is a TASKA or a TADIKA, which picks its ratio rules (audited)',
      params: centreParamsSchema,
      body: centreCareTypeBodySchema,
      data: centreCareTypeBodySchema,
      done: message('ratios.careTypeSaved'),
      change: ({ principal, params, body, request }) =>
        service.setCareType(principal, params.centerId, body.careType, request.log),
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/checkin/center/:centerId/ratio-history',
      operationId: 'getCentreRatioHistory',
      access: access.admin('CHECKIN'),
      tag: 'admin check-ins',
      summary:
        "The centre's minutes out of ratio per Kuala Lumpur day, newest first (default the 30 days to today, at most 366)",
      params: centreParamsSchema,
      query: ratioHistoryQuerySchema,
      response: successEnvelope(z.array(ratioHistoryDaySchema)),
      handle: async ({ params, query }) => ok(await service.history(params.centerId, query)),
    }),
  ];
}
