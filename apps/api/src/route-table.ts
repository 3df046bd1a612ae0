import type { AppContext } from './app-context';
import type { Route } from './http/route';
import { adminNotesRoutes } from './modules/admin-notes';
import { paymentsRoutes } from './modules/payments';

/** Every API route of the product, module by module: the one list the server and the OpenAPI document use. */
export function routeTable(ctx: AppContext): Route[] {
  return [...adminNotesRoutes(ctx), ...paymentsRoutes(ctx)];
}
