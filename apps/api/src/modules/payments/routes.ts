import { idParams, orderRetryResultSchema, parentOrderStatusSchema, successEnvelope } from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, ok, readerLanguage, route } from '../../http/route-kit';
import { createBillplzNotices } from './billplz-notices';
import { createParentOrders, orderNotFoundMessage } from './parent-orders';
import { billplzCallbackPath, billplzReturnPath } from './payment-start';

/** Billplz's form fields as sent: every one is signed, so none may be dropped before the check. */
const callbackBody = z
  .record(z.string().max(64), z.string().max(2000))
  .describe('Billplz callback fields (application/x-www-form-urlencoded), x_signature included');
/**
 * The redirect's query: `billplz[...]` parameters, the four always sent named (Billplz may add
 * more, and every one is signed, so none is dropped); a repeated one fails the signature check.
 */
const returnValue = z.union([z.string(), z.array(z.string())]);
const returnQuery = z
  .object({
    'billplz[id]': returnValue.optional(),
    'billplz[paid]': returnValue.optional(),
    'billplz[paid_at]': returnValue.optional(),
    'billplz[x_signature]': returnValue.optional(),
  })
  .catchall(returnValue);
const orderParams = idParams(orderNotFoundMessage);
const tag = 'payments';

function singleValues(query: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function paymentsRoutes(ctx: AppContext) {
  const notices = createBillplzNotices(ctx);
  const parentOrders = createParentOrders(ctx);
  return [
    route({
      method: 'POST',
      path: billplzCallbackPath,
      operationId: 'receiveBillplzCallback',
      access: access.public,
      tag,
      summary:
        "Billplz's callback for a bill: x_signature is verified first (400 when missing, 403 when wrong), then the payment is applied once",
      body: callbackBody,
      response: successEnvelope(z.null()),
      errors: [404, 415],
      handle: async ({ body, request }) => {
        await notices.receiveCallback(body, request.ip, request.log);
        return ok(null);
      },
    }),
    route({
      method: 'GET',
      path: billplzReturnPath,
      operationId: 'receiveBillplzReturn',
      access: access.public,
      tag,
      summary:
        'Where Billplz sends the payer back: verifies the billplz[...] signature, applies the outcome, redirects to the payment-complete page',
      query: returnQuery,
      status: 302,
      response: z.null(),
      handle: async ({ query, request, reply }) => {
        reply.redirect(await notices.receiveReturn(singleValues(query), request.ip, request.log), 302);
        return null;
      },
    }),
    route({
      method: 'GET',
      path: '/api/v2/parent/orders/:id',
      operationId: 'getParentOrder',
      access: access.parent,
      tag,
      summary: "One of the parent's own orders with its newest payment (the payment-complete page polls it)",
      params: orderParams,
      response: successEnvelope(parentOrderStatusSchema),
      handle: async ({ principal, params, request }) =>
        ok(await parentOrders.status(principal.parentId, params.id, request.log, readerLanguage(request))),
    }),
    route({
      method: 'POST',
      path: '/api/v2/parent/orders/:id/retry',
      operationId: 'retryParentOrder',
      access: access.parent,
      tag,
      summary: 'Opens a new bill for a FAILED or EXPIRED order of the parent; 409 for any other order',
      params: orderParams,
      response: successEnvelope(orderRetryResultSchema),
      errors: [409],
      handle: async ({ principal, params }) => ok(await parentOrders.retry(principal.parentId, params.id)),
    }),
  ];
}
