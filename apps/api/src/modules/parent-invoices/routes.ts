import {
  pageEnvelope,
  parentInvoiceDetailSchema,
  parentInvoiceIdParams,
  parentInvoicePaymentStartSchema,
  parentInvoiceSchema,
  parentInvoicesQuerySchema,
  payParentInvoicesBodySchema,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, okPage, route } from '../../http/route-kit';
import { createParentInvoicesService } from './service';

const common = { access: access.parent, tag: 'parent invoices' } as const;
const base = '/api/v2/parent/invoices';

export function parentInvoicesRoutes(ctx: AppContext) {
  const service = createParentInvoicesService(ctx);
  return [
    route({
      ...common,
      method: 'GET',
      path: base,
      operationId: 'listParentInvoices',
      summary:
        "The overtime invoices of the parent's families (issued, part-paid, paid, and voided after issue), newest first",
      query: parentInvoicesQuerySchema,
      response: pageEnvelope(parentInvoiceSchema),
      handle: async ({ principal, query }) => {
        const { invoices, meta } = await service.list(principal.parentId, query);
        return okPage(invoices, meta);
      },
    }),
    route({
      ...common,
      method: 'GET',
      path: `${base}/:id`,
      operationId: 'getParentInvoice',
      summary:
        "One of the parent's invoices with its lines, payments and credit notes (a voided one with its reason); another family's or a draft: 404",
      params: parentInvoiceIdParams,
      response: successEnvelope(parentInvoiceDetailSchema),
      handle: async ({ principal, params }) => ok(await service.detail(principal.parentId, params.id)),
    }),
    route({
      ...common,
      method: 'POST',
      path: `${base}/:id/pay`,
      operationId: 'payParentInvoice',
      summary:
        "Pays the invoice's balance online: an order and a bill, or the bill of the order still waiting; a paid or voided invoice: 409",
      params: parentInvoiceIdParams,
      response: successEnvelope(parentInvoicePaymentStartSchema),
      errors: [409],
      handle: async ({ principal, params, request }) =>
        ok(await service.pay(principal.parentId, params.id, request.log)),
    }),
    route({
      ...common,
      method: 'POST',
      path: `${base}/pay`,
      operationId: 'payParentInvoices',
      summary:
        "Pays several open invoices of one family at one centre in one bill; the paid bill is allocated oldest due date first, what is left kept as the family's credit",
      body: payParentInvoicesBodySchema,
      response: successEnvelope(parentInvoicePaymentStartSchema),
      errors: [404, 409],
      handle: async ({ principal, body, request }) =>
        ok(await service.payMany(principal.parentId, body.invoiceIds, request.log)),
    }),
  ];
}
