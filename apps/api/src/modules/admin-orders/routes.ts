import {
  adminOrderDetailSchema,
  adminOrderListItemSchema,
  adminOrderUpdateSchema,
  adminRegistrationQuerySchema,
  idParams,
  message,
  pageEnvelope,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, okPage, readerLanguage, route } from '../../http/route-kit';
import { createAdminOrdersService, orderNotFoundMessage } from './service';

const tag = 'admin orders';
const registrationsModule = access.admin('REGISTRATION');
const params = idParams(orderNotFoundMessage);

export function adminOrdersRoutes(ctx: AppContext) {
  const service = createAdminOrdersService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/order',
      operationId: 'listOrders',
      access: registrationsModule,
      tag,
      summary:
        "Orders, newest first; search by order number or the parent's name or e-mail. An invoice's order names its invoice, and its parent only to an admin with OVERTIME or BILLING",
      query: adminRegistrationQuerySchema,
      response: pageEnvelope(adminOrderListItemSchema),
      handle: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return okPage(items, meta);
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/admin/order/:id',
      operationId: 'getOrder',
      access: registrationsModule,
      tag,
      summary:
        "One order with its items (and their registrations) and payments; an invoice's order names its invoice, and its parent and the bill's details only to an admin with OVERTIME or BILLING",
      params,
      response: successEnvelope(adminOrderDetailSchema),
      handle: async ({ principal, params, request }) =>
        ok(await service.detail(principal, params.id, readerLanguage(request))),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/order/:id',
      operationId: 'setOrderStatus',
      access: registrationsModule,
      tag,
      summary:
        "Changes an order's status for manual reconciliation, with the reason (audited); SUCCESS completes its registrations. An overtime invoice's order: 409 (record the payment on the invoice)",
      params,
      body: adminOrderUpdateSchema,
      errors: [409],
      data: adminOrderDetailSchema,
      done: message('success.orderUpdated'),
      change: ({ principal, params, body, request }) =>
        service.update(principal, params.id, body, request.log, readerLanguage(request)),
    }),
  ];
}
