import type { AppContext } from './app-context';
import type { Route } from './http/route';
import { adminNotesRoutes } from './modules/admin-notes';
import { adminOrdersRoutes } from './modules/admin-orders';
import { adminRegistrationsRoutes } from './modules/admin-registrations';
import { registrationsRoutes } from './modules/registrations';

/** Every API route of the product, module by module: the one list the server and the OpenAPI document use. */
export function routeTable(ctx: AppContext): Route[] {
  return [
    ...adminNotesRoutes(ctx),
    ...registrationsRoutes(ctx),
    ...adminRegistrationsRoutes(ctx),
    ...adminOrdersRoutes(ctx),
  ];
}
