import type { AppContext } from './app-context';
import type { Route } from './http/route';
import { adminAuthRoutes } from './modules/admin-auth';
import { adminNotesRoutes } from './modules/admin-notes';
import { adminPermissionsRoutes } from './modules/admin-permissions';
import { adminUsersRoutes } from './modules/admin-users';
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
    ...adminNotesRoutes(ctx),
  ];
}
