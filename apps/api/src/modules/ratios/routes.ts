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
import { type AppContext, access, ok, route } from '../../http/route-kit';
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
    route({
      method: 'PUT',
      path: '/api/v2/admin/ratio-rules/:careType',
      operationId: 'setRatioRules',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: "Replaces a centre type's age bands (audited); today's staff needed follow at once",
      params: careTypeParamsSchema,
      body: ratioRulesBodySchema,
      response: successEnvelope(ratioRulesSchema),
      handle: async ({ principal, params, body, request }) =>
        ok(
          await service.setRules(principal, params.careType, body.bands, request.log),
          message('ratios.rulesSaved'),
        ),
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
    route({
      method: 'PUT',
      path: '/api/v2/admin/ratio-settings',
      operationId: 'setRatioSettings',
      access: access.admin('SETTINGS'),
      tag: 'admin',
      summary: 'Sets the minutes out of ratio before the alert, for every centre (audited)',
      body: ratioSettingsSchema,
      response: successEnvelope(ratioSettingsSchema),
      handle: async ({ principal, body }) =>
        ok(await service.setSettings(principal, body.alertMinutes), message('ratios.settingsSaved')),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/admin/checkin/center/:centerId/care-type',
      operationId: 'setCentreCareType',
      access: access.admin('CHECKIN'),
      tag: 'admin check-ins',
      summary: 'Sets whether the centre is a TASKA or a TADIKA, which picks its ratio rules (audited)',
      params: centreParamsSchema,
      body: centreCareTypeBodySchema,
      response: successEnvelope(centreCareTypeBodySchema),
      handle: async ({ principal, params, body, request }) =>
        ok(
          await service.setCareType(principal, params.centerId, body.careType, request.log),
          message('ratios.careTypeSaved'),
        ),
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
