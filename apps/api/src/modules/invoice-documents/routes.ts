import {
  type DocumentLink,
  documentLinkSchema,
  invoiceCreditNoteParams,
  invoiceModules,
  invoicePaymentParams,
  type Language,
  overtimeInvoiceIdParams,
  successEnvelope,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  access,
  ok,
  type PrincipalFor,
  type RouteAccess,
  type RouteInput,
  readerLanguage,
  route,
} from '../../http/route-kit';
import { createInvoiceDocumentsService } from './service';

const adminBase = '/api/v2/admin/overtime/invoices';
const parentBase = '/api/v2/parent/invoices';
const linkDescription =
  "The answer's `url` is a signed link to the stored PDF that works for five minutes and needs no token, as photos' links; `fileName` is the name to save it under.";

/** The links to the documents of the invoices a reader may see. */
type DocumentLinks = ReturnType<typeof createInvoiceDocumentsService>['adminLinks'];

/** Who asks: the route's access and tag, and the documents within their reach. */
type Reader<A extends RouteAccess> = {
  access: A;
  tag: string;
  links: (principal: PrincipalFor<A>) => DocumentLinks;
};

/** A GET answering a signed link to one of an invoice's PDFs, in the reader's language. */
function linkRoute<const A extends RouteAccess, P extends z.ZodType>(
  reader: Reader<A>,
  spec: {
    path: string;
    operationId: string;
    summary: string;
    params: P;
    link: (
      links: DocumentLinks,
      params: RouteInput<A, P, undefined, undefined>['params'],
      language: Language,
    ) => Promise<DocumentLink>;
  },
) {
  const { links, ...row } = reader;
  const { link, ...document } = spec;
  return route({
    ...row,
    ...document,
    method: 'GET',
    description: linkDescription,
    response: successEnvelope(documentLinkSchema),
    handle: async ({ principal, params, request }) =>
      ok(await link(links(principal), params, readerLanguage(request))),
  });
}

/** Signed links to invoice, receipt and credit note PDFs kept in the file store (decisions 073, 089), in the reader's language. */
export function invoiceDocumentsRoutes(ctx: AppContext) {
  const service = createInvoiceDocumentsService(ctx);
  const admin = {
    access: access.admin(...invoiceModules),
    tag: 'admin overtime invoices',
    links: () => service.adminLinks,
  } satisfies Reader<RouteAccess>;
  const parent = {
    access: access.parent,
    tag: 'parent invoices',
    links: (principal) => service.parentLinks(principal.parentId),
  } satisfies Reader<typeof access.parent>;
  return [
    linkRoute(admin, {
      path: `${adminBase}/:id/pdf-link`,
      operationId: 'getOvertimeInvoicePdfLink',
      summary: "A signed link to the invoice's PDF (a draft as a proforma) in the reader's language",
      params: overtimeInvoiceIdParams,
      link: (links, params, language) => links.invoice(params.id, language),
    }),
    linkRoute(admin, {
      path: `${adminBase}/:id/payments/:paymentId/receipt`,
      operationId: 'getOvertimeInvoiceReceiptLink',
      summary: "A signed link to the receipt PDF of one of the invoice's payments, in the reader's language",
      params: invoicePaymentParams,
      link: (links, params, language) => links.receipt(params.id, params.paymentId, language),
    }),
    linkRoute(admin, {
      path: `${adminBase}/:id/credit-notes/:creditNoteId/pdf-link`,
      operationId: 'getOvertimeCreditNotePdfLink',
      summary: "A signed link to the PDF of one of the invoice's credit notes, in the reader's language",
      params: invoiceCreditNoteParams,
      link: (links, params, language) => links.creditNote(params.id, params.creditNoteId, language),
    }),
    linkRoute(parent, {
      path: `${parentBase}/:id/pdf`,
      operationId: 'getParentInvoicePdfLink',
      summary:
        "A signed link to the PDF of an issued invoice of one of the parent's families, in the reader's language; any other invoice is not found",
      params: overtimeInvoiceIdParams,
      link: (links, params, language) => links.invoice(params.id, language),
    }),
    linkRoute(parent, {
      path: `${parentBase}/:id/payments/:paymentId/receipt`,
      operationId: 'getParentInvoiceReceiptLink',
      summary:
        "A signed link to the receipt PDF of a payment of one of the parent's invoices, in the reader's language",
      params: invoicePaymentParams,
      link: (links, params, language) => links.receipt(params.id, params.paymentId, language),
    }),
    linkRoute(parent, {
      path: `${parentBase}/:id/credit-notes/:creditNoteId/pdf`,
      operationId: 'getParentCreditNotePdfLink',
      summary:
        "A signed link to the PDF of a credit note of one of the parent's invoices, in the reader's language",
      params: invoiceCreditNoteParams,
      link: (links, params, language) => links.creditNote(params.id, params.creditNoteId, language),
    }),
  ];
}
