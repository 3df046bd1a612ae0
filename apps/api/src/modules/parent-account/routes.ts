import { parentAuthSchema, parentUserSchema, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, readerLanguage, route } from '../../http/route-kit';
import { createParentAccountService } from './service';

const tag = 'parent';

export function parentAccountRoutes(ctx: AppContext) {
  const service = createParentAccountService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/parent/auth',
      operationId: 'getParentAuth',
      access: access.parent,
      tag,
      summary: 'The signed-in parent and whether the profile must be completed',
      response: successEnvelope(parentAuthSchema),
      handle: async ({ principal, request }) =>
        ok(await service.currentParent(principal.parentId, readerLanguage(request))),
    }),
    route({
      method: 'GET',
      path: '/api/v2/parent/me',
      operationId: 'getParentMe',
      access: access.parent,
      tag,
      summary: 'The signed-in parent',
      response: successEnvelope(z.object({ user: parentUserSchema })),
      handle: async ({ principal, request }) => {
        const { user } = await service.currentParent(principal.parentId, readerLanguage(request));
        return ok({ user });
      },
    }),
  ];
}
