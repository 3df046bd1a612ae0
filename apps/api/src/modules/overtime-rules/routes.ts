import {
  createOvertimeRulesSchema,
  message,
  overtimePackageSchema,
  overtimeRuleGroupParamsSchema,
  overtimeRuleGroupSchema,
  overtimeRulesQuerySchema,
  successEnvelope,
  updateOvertimeRulesSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import type { RuleGroupKey } from './repository';
import { createOvertimeRulesService } from './service';

const common = { access: access.admin('OVERTIME'), tag: 'admin overtime rules' } as const;
const groupPath = '/api/v2/admin/overtime/rules/:packageId';

/** The path's `default` or package id as the group's key. */
const groupKey = (params: z.output<typeof overtimeRuleGroupParamsSchema>): RuleGroupKey =>
  params.packageId === 'default' ? null : params.packageId;

export function overtimeRulesRoutes(ctx: AppContext) {
  const service = createOvertimeRulesService(ctx);
  return [
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/admin/overtime/packages',
      operationId: 'listOvertimePackages',
      summary: "Every active package with its centre's name and whether it has overtime rules",
      response: successEnvelope(z.array(overtimePackageSchema)),
      handle: async () => ok(await service.packages()),
    }),
    route({
      ...common,
      method: 'GET',
      path: '/api/v2/admin/overtime/rules',
      operationId: 'listOvertimeRules',
      summary: 'Overtime rule groups, the default first; search by package or centre name',
      query: overtimeRulesQuerySchema,
      response: successEnvelope(z.array(overtimeRuleGroupSchema)),
      handle: async ({ query }) => ok(await service.groups(query.search)),
    }),
    changeRoute({
      ...common,
      method: 'POST',
      path: '/api/v2/admin/overtime/rules',
      operationId: 'createOvertimeRules',
      summary: "Creates a package's overtime rules (packageId null: the default rules)",
      body: createOvertimeRulesSchema,
      status: 201,
      data: overtimeRuleGroupSchema,
      errors: [404, 409],
      done: message('success.overtimeRulesCreated'),
      change: ({ principal, body }) => service.create(principal, body),
    }),
    changeRoute({
      ...common,
      method: 'PUT',
      path: groupPath,
      operationId: 'replaceOvertimeRules',
      summary: "Replaces the time blocks of a package's (or the default) overtime rules",
      params: overtimeRuleGroupParamsSchema,
      body: updateOvertimeRulesSchema,
      data: overtimeRuleGroupSchema,
      done: message('success.overtimeRulesUpdated'),
      change: ({ principal, params, body }) => service.update(principal, groupKey(params), body.blocks),
    }),
    route({
      ...common,
      method: 'DELETE',
      path: groupPath,
      operationId: 'deleteOvertimeRules',
      summary: "Deletes a package's (or the default) overtime rules",
      params: overtimeRuleGroupParamsSchema,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params }) => {
        await service.remove(principal, groupKey(params));
        return ok(null, message('success.overtimeRulesDeleted'));
      },
    }),
  ];
}
