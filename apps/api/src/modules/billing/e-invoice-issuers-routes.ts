import {
  billingCentreIdParams,
  eInvoiceCentreSchema,
  eInvoiceIssuerBodySchema,
  message,
  organisationEInvoiceIssuerSchema,
  savedEInvoiceIssuerSchema,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { createEInvoiceIssuersService } from './e-invoice-issuers-service';

const admin = { access: access.admin('BILLING'), tag: 'admin billing' } as const;
const base = '/api/v2/admin/billing/e-invoice';

/** Who issues the e-invoices sent to MyInvois (issue 42, decision 105): the organisation or a centre's own. */
export function eInvoiceIssuersRoutes(ctx: AppContext) {
  const service = createEInvoiceIssuersService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: `${base}/issuer`,
      operationId: 'getEInvoiceIssuer',
      summary: "The organisation's e-invoice issuer (null: not set yet)",
      response: successEnvelope(organisationEInvoiceIssuerSchema),
      handle: async () => ok(await service.organisation()),
    }),
    changeRoute({
      ...admin,
      method: 'PUT',
      path: `${base}/issuer`,
      operationId: 'saveEInvoiceIssuer',
      summary:
        "Saves the organisation's e-invoice issuer, which every centre without its own issues as (audited)",
      body: eInvoiceIssuerBodySchema,
      data: savedEInvoiceIssuerSchema,
      done: message('success.eInvoiceIssuerSaved'),
      change: ({ principal, body }) => service.saveOrganisation(principal, body),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/centres`,
      operationId: 'listEInvoiceCentres',
      summary: "Every centre by name with the issuer its e-invoices carry: its own, or the organisation's",
      response: successEnvelope(z.array(eInvoiceCentreSchema)),
      handle: async () => ok(await service.centres()),
    }),
    changeRoute({
      ...admin,
      method: 'PUT',
      path: `${base}/centres/:id/issuer`,
      operationId: 'saveCentreEInvoiceIssuer',
      summary: "Saves a centre's own e-invoice issuer, for a centre run by another legal entity (audited)",
      params: billingCentreIdParams,
      body: eInvoiceIssuerBodySchema,
      data: eInvoiceCentreSchema,
      done: message('success.centreEInvoiceIssuerSaved'),
      change: ({ principal, params, body }) => service.saveForCentre(principal, params.id, body),
    }),
    changeRoute({
      ...admin,
      method: 'DELETE',
      path: `${base}/centres/:id/issuer`,
      operationId: 'removeCentreEInvoiceIssuer',
      summary:
        "Removes a centre's own e-invoice issuer: the centre issues as the organisation again (audited)",
      params: billingCentreIdParams,
      data: eInvoiceCentreSchema,
      done: message('success.centreEInvoiceIssuerRemoved'),
      change: ({ principal, params }) => service.removeForCentre(principal, params.id),
    }),
  ];
}
