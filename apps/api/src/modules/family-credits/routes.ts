import {
  applyFamilyCreditSchema,
  familyCreditAccountSchema,
  familyCreditDetailSchema,
  familyCreditIdParams,
  familyCreditsQuerySchema,
  invoiceModules,
  message,
  pageEnvelope,
  parentFamilyCreditsSchema,
  refundFamilyCreditSchema,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, okPage, route } from '../../http/route-kit';
import { createFamilyCreditsService } from './service';

const admin = { access: access.admin(...invoiceModules), tag: 'admin overtime credits' } as const;
const base = '/api/v2/admin/overtime/credits';

/** The admin's Credits and refunds (OVERTIME) and the parent's view of their families' credit (decision 088). */
export function familyCreditsRoutes(ctx: AppContext) {
  const service = createFamilyCreditsService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: base,
      operationId: 'listFamilyCredits',
      summary:
        "Families' credit accounts by centre, the most credit first, paged; those holding credit unless `all=true`; search by family, filter by centre",
      query: familyCreditsQuerySchema,
      response: pageEnvelope(familyCreditAccountSchema),
      handle: async ({ query }) => {
        const { accounts, meta } = await service.list(query);
        return okPage(accounts, meta);
      },
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/:id`,
      operationId: 'getFamilyCredit',
      summary:
        "One family's credit at a centre: its balance, every entry (received, applied, refunded) newest first, and the family's open invoices there",
      params: familyCreditIdParams,
      response: successEnvelope(familyCreditDetailSchema),
      handle: async ({ params }) => ok(await service.detail(params.id)),
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/:id/applications`,
      operationId: 'applyFamilyCredit',
      summary:
        'Pays an issued or part-paid invoice of the same family and centre from the credit (a CREDIT payment), at most the credit and the balance',
      params: familyCreditIdParams,
      body: applyFamilyCreditSchema,
      errors: [409],
      data: familyCreditDetailSchema,
      done: message('success.creditApplied'),
      change: ({ principal, params, body, request }) =>
        service.apply(principal, params.id, body, request.log),
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/:id/refunds`,
      operationId: 'refundFamilyCredit',
      summary:
        'Records credit paid back to the family outside the product (cash, bank transfer, cheque) with its reference and day, at most the credit',
      params: familyCreditIdParams,
      body: refundFamilyCreditSchema,
      errors: [409],
      data: familyCreditDetailSchema,
      done: message('success.creditRefunded'),
      change: ({ principal, params, body }) => service.refund(principal, params.id, body),
    }),
    route({
      access: access.parent,
      tag: 'parent invoices',
      method: 'GET',
      path: '/api/v2/parent/credits',
      operationId: 'listParentFamilyCredits',
      summary: "The credit each of the parent's families holds at each centre, with its entries",
      response: successEnvelope(parentFamilyCreditsSchema),
      handle: async ({ principal }) => ok({ credits: await service.ofParent(principal.parentId) }),
    }),
  ];
}
