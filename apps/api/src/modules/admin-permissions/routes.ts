import {
  adminModuleSchema,
  adminPermissionsSchema,
  message,
  pathId,
  permissionsSearchQuerySchema,
  successEnvelope,
  updatePermissionsBodySchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createAdminPermissionsService } from './service';

const adminId = pathId(message('admin.adminNotFound'));
const tag = 'admin permissions';
const settings = access.admin('SETTINGS');

export function adminPermissionsRoutes(ctx: AppContext) {
  const service = createAdminPermissionsService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/admin-modules',
      operationId: 'listAdminModules',
      access: settings,
      tag,
      summary: 'Every admin module, in the catalogue order',
      response: successEnvelope(z.array(adminModuleSchema)),
      handle: async () => ok(await service.listModules()),
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/permissions',
      operationId: 'listAdminPermissions',
      access: settings,
      tag,
      summary: 'Admins with their modules, by e-mail; `search` matches part of the e-mail',
      query: permissionsSearchQuerySchema,
      response: successEnvelope(z.array(adminPermissionsSchema)),
      handle: async ({ query }) => ok(await service.listAdmins(query.search)),
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/permissions/:id',
      operationId: 'getAdminPermission',
      access: settings,
      tag,
      summary: 'One admin with their modules',
      params: z.object({ id: adminId }),
      response: successEnvelope(adminPermissionsSchema),
      handle: async ({ params }) => ok(await service.getAdmin(params.id)),
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/admin/permissions/:id',
      operationId: 'setAdminPermission',
      access: settings,
      tag,
      summary: "Replaces an admin's modules (enabled modules only), in the order given",
      params: z.object({ id: adminId }),
      body: updatePermissionsBodySchema,
      data: adminPermissionsSchema,
      errors: [409],
      done: message('success.permissionsUpdated'),
      change: ({ principal, params, body }) => service.updateModules(principal, params.id, body.modules),
    }),
  ];
}
