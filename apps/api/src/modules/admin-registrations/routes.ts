import {
  adminRegistrationDetailSchema,
  adminRegistrationListItemSchema,
  adminRegistrationQuerySchema,
  adminRegistrationUpdateSchema,
  idParams,
  message,
  pageEnvelope,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, okPage, route } from '../../http/route-kit';
import { createAdminRegistrationsService, registrationNotFoundMessage } from './service';

const tag = 'admin registrations';
const registrationsModule = access.admin('REGISTRATION');
const params = idParams(registrationNotFoundMessage);

export function adminRegistrationsRoutes(ctx: AppContext) {
  const service = createAdminRegistrationsService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/registration',
      operationId: 'listRegistrations',
      access: registrationsModule,
      tag,
      summary: 'Online registrations, newest first; search by child, number, centre or contact parent',
      query: adminRegistrationQuerySchema,
      response: pageEnvelope(adminRegistrationListItemSchema),
      handle: async ({ query }) => {
        const { items, meta } = await service.list(query);
        return okPage(items, meta);
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/registration/:id',
      operationId: 'getRegistration',
      access: registrationsModule,
      tag,
      summary: 'One registration with every field of the wizard and its order',
      params,
      response: successEnvelope(adminRegistrationDetailSchema),
      handle: async ({ params }) => ok(await service.detail(params.id)),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/registration/:id',
      operationId: 'setRegistrationStatus',
      access: registrationsModule,
      tag,
      summary: "Changes a registration's status, with the reason (audited)",
      params,
      body: adminRegistrationUpdateSchema,
      data: adminRegistrationDetailSchema,
      done: message('success.registrationUpdated'),
      change: ({ principal, params, body }) => service.update(principal, params.id, body),
    }),
  ];
}
