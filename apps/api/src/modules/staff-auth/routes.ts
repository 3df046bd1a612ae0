import { message, signOutEverywhereResultSchema, staffMeSchema, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createStaffAuthService } from './service';

const tag = 'auth';

export function staffAuthRoutes(ctx: AppContext) {
  const service = createStaffAuthService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/auth',
      operationId: 'getStaffMe',
      access: access.staff,
      tag,
      summary: 'The signed-in staff member (admin, teacher or super manager)',
      response: successEnvelope(staffMeSchema),
      handle: async ({ principal }) => ok(await service.currentStaff(principal)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/auth/logout',
      operationId: 'logout',
      access: access.signedIn,
      tag,
      summary: 'Ends the session of the token sent (parent or staff)',
      response: successEnvelope(z.null()),
      handle: async ({ principal }) => {
        await ctx.sessions.revoke(principal);
        return ok(null, message('success.signedOut'));
      },
    }),
    route({
      method: 'POST',
      path: '/api/v2/auth/logout-all',
      operationId: 'logoutEverywhere',
      access: access.signedIn,
      tag,
      summary: "Ends every session of the caller's account on every device, this one included",
      response: successEnvelope(signOutEverywhereResultSchema),
      handle: async ({ principal }) =>
        ok(
          { endedSessions: await ctx.sessions.revokeEverywhere(principal) },
          message('success.signedOutEverywhere'),
        ),
    }),
  ];
}
