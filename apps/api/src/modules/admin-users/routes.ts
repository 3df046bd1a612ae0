import {
  familyDetailSchema,
  familyListItemSchema,
  idParams,
  message,
  pageEnvelope,
  parentDetailSchema,
  parentListItemSchema,
  successEnvelope,
  userSearchQuerySchema,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok, okPage } from '../../http/envelope';
import { readerLanguage } from '../../http/reader-language';
import { route } from '../../http/route';
import { createAdminUsersService } from './service';

const tag = 'users';
const users = access.admin('USER');

export function adminUsersRoutes(ctx: AppContext) {
  const service = createAdminUsersService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/users/parents',
      operationId: 'listParents',
      access: users,
      tag,
      summary: 'A page of parents (search on name, e-mail or phone) with their family and child counts',
      query: userSearchQuerySchema,
      response: pageEnvelope(parentListItemSchema),
      handle: async ({ query }) => {
        const { items, meta } = await service.listParents(query);
        return okPage(items, meta);
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/users/parents/:id',
      operationId: 'getParent',
      access: users,
      tag,
      summary: "A parent's profile and families",
      params: idParams(message('admin.parentNotFound')),
      response: successEnvelope(parentDetailSchema),
      handle: async ({ params, request }) =>
        ok(await service.parentDetail(params.id, readerLanguage(request))),
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/users/families',
      operationId: 'listFamilies',
      access: users,
      tag,
      summary:
        "A page of families (search on the family's name, a member's name or e-mail, or a child's name)",
      query: userSearchQuerySchema,
      response: pageEnvelope(familyListItemSchema),
      handle: async ({ query, request }) => {
        const { items, meta } = await service.listFamilies(query, readerLanguage(request));
        return okPage(items, meta);
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/users/families/:id',
      operationId: 'getFamily',
      access: users,
      tag,
      summary: 'A family with its members and children',
      params: idParams(message('admin.familyNotFound')),
      response: successEnvelope(familyDetailSchema),
      handle: async ({ params, request }) =>
        ok(await service.familyDetail(params.id, readerLanguage(request))),
    }),
  ];
}
