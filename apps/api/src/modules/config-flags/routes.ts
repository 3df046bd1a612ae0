import { configFlagSchema, message, successEnvelope, updateConfigBodySchema } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { listConfigFlags, updateConfigFlag } from './service';

const tag = 'config';

export function configFlagsRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/config',
      operationId: 'getFeatureSwitches',
      access: access.public,
      tag,
      summary: 'The global feature switches (hoc-login, activities, new-student-registration)',
      response: successEnvelope(z.array(configFlagSchema)),
      handle: async () => ok(await listConfigFlags(ctx.db)),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/config',
      operationId: 'setFeatureSwitch',
      access: access.admin('SETTINGS'),
      tag,
      summary: 'Turns one feature switch on or off; answers every switch',
      body: updateConfigBodySchema,
      data: z.array(configFlagSchema),
      done: message('success.configUpdated'),
      change: ({ principal, body }) => updateConfigFlag(ctx.db, ctx.sessions, principal, body),
    }),
  ];
}
