import type { AppContext } from './app-context';
import type { Route } from './http/route';
import { adminAuthRoutes } from './modules/admin-auth';
import { adminCentreManagersRoutes } from './modules/admin-centre-managers';
import { adminCheckInsRoutes } from './modules/admin-check-ins';
import { adminNotesRoutes } from './modules/admin-notes';
import { adminPermissionsRoutes } from './modules/admin-permissions';
import { adminUsersRoutes } from './modules/admin-users';
import { centreActivationRoutes } from './modules/centre-activation';
import { configFlagsRoutes } from './modules/config-flags';
import { referralLeaderboardRoutes } from './modules/referral-leaderboard';

/** Every API route of the product, module by module: the one list the server and the OpenAPI document use. */
export function routeTable(ctx: AppContext): Route[] {
  return [
    ...adminAuthRoutes(ctx),
    ...adminPermissionsRoutes(ctx),
    ...referralLeaderboardRoutes(ctx),
    ...configFlagsRoutes(ctx),
    ...adminUsersRoutes(ctx),
    ...adminCheckInsRoutes(ctx),
    ...adminNotesRoutes(ctx),
    ...adminCentreManagersRoutes(ctx),
    ...centreActivationRoutes(ctx),
  ];
}
