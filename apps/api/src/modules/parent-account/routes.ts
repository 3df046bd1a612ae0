import { parentAuthSchema, parentUserSchema, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { createParentAccountService } from './service';

const tag = 'parent';

export function parentAccountRoutes(ctx: AppContext) {
  const service = createParentAccountService(ctx.db, ctx.storage);
  return [
    route({
      method: 'GET',
      path: '/api/v2/parent/auth',
      operationId: 'getParentAuth',
      access: access.parent,
      tag,
      summary: 'The signed-in parent and whether the profile must be completed',
      response: successEnvelope(parentAuthSchema),
      handle: async ({ principal }) => ok(await service.currentParent(principal.parentId)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/parent/me',
      operationId: 'getParentMe',
      access: access.parent,
      tag,
      summary: 'The signed-in parent',
      response: successEnvelope(z.object({ user: parentUserSchema })),
      handle: async ({ principal }) => {
        const { user } = await service.currentParent(principal.parentId);
        return ok({ user });
      },
    }),
  ];
}
