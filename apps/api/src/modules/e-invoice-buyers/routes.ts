import {
  eInvoiceBuyerBodySchema,
  message,
  parentEInvoiceBuyerSchema,
  savedEInvoiceBuyerSchema,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createEInvoiceBuyersService } from './service';

const common = { access: access.parent, tag: 'parent e-invoices' } as const;
const path = '/api/v2/parent/e-invoice-buyer';

/** A parent asks for e-invoices of their own, or stops (issue 42, decision 108). */
export function eInvoiceBuyersRoutes(ctx: AppContext) {
  const service = createEInvoiceBuyersService(ctx);
  return [
    route({
      ...common,
      method: 'GET',
      path,
      operationId: 'getEInvoiceBuyer',
      summary:
        "The parent's own details for e-invoices (null: their receipts go into the consolidated e-invoice)",
      response: successEnvelope(parentEInvoiceBuyerSchema),
      handle: async ({ principal }) => ok(await service.get(principal.parentId)),
    }),
    changeRoute({
      ...common,
      method: 'PUT',
      path,
      operationId: 'saveEInvoiceBuyer',
      summary:
        "Saves the parent's details for e-invoices of their own; a TIN is checked with MyInvois first (unknown with the ID: 400 on `tin`; MyInvois not answering: 409, nothing saved)",
      body: eInvoiceBuyerBodySchema,
      data: savedEInvoiceBuyerSchema,
      errors: [409],
      done: message('success.eInvoiceBuyerSaved'),
      change: ({ principal, body, request }) => service.save(principal.parentId, body, request.log),
    }),
    changeRoute({
      ...common,
      method: 'DELETE',
      path,
      operationId: 'stopEInvoiceBuyer',
      summary: "Forgets the parent's details: their receipts go into the consolidated e-invoice again",
      data: z.null(),
      done: message('success.eInvoiceBuyerStopped'),
      change: ({ principal }) => service.stop(principal.parentId),
    }),
  ];
}
