import {
  familyDetailSchema,
  familyListItemSchema,
  idParams,
  type Language,
  type MessageRef,
  message,
  pageEnvelope,
  parentDetailSchema,
  parentListItemSchema,
  successEnvelope,
  userSearchQuerySchema,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, okPage, readerLanguage, route } from '../../http/route-kit';
import { createAdminUsersService } from './service';

const tag = 'users';
const users = access.admin('USER');

/** A parent's or a family's page by id, in the reader's language; an id that names none is `notFound`. */
function userDetailRoute<D extends z.ZodType>(spec: {
  path: string;
  operationId: string;
  summary: string;
  notFound: MessageRef;
  data: D;
  detail: (id: string, language: Language) => Promise<z.input<D>>;
}) {
  const { notFound, data, detail, ...row } = spec;
  // The answer is checked against `data` by `detail`'s type; `route` cannot see through a generic envelope.
  return route<typeof users, ReturnType<typeof idParams>, undefined, undefined, z.ZodType>({
    ...row,
    method: 'GET',
    access: users,
    tag,
    params: idParams(notFound),
    response: successEnvelope(data),
    handle: async ({ params, request }) => ok(await detail(params.id, readerLanguage(request))),
  });
}

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
    userDetailRoute({
      path: '/api/v2/admin/users/parents/:id',
      operationId: 'getParent',
      summary: "A parent's profile and families",
      notFound: message('admin.parentNotFound'),
      data: parentDetailSchema,
      detail: service.parentDetail,
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
    userDetailRoute({
      path: '/api/v2/admin/users/families/:id',
      operationId: 'getFamily',
      summary: 'A family with its members and children',
      notFound: message('admin.familyNotFound'),
      data: familyDetailSchema,
      detail: service.familyDetail,
    }),
  ];
}
