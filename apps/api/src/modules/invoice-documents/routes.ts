import {
  documentLinkSchema,
  invoiceCreditNoteParams,
  invoiceModules,
  invoicePaymentParams,
  overtimeInvoiceIdParams,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { readerLanguage } from '../../http/reader-language';
import { route } from '../../http/route';
import { createInvoiceDocumentsService } from './service';

const admin = { access: access.admin(...invoiceModules), tag: 'admin overtime invoices' } as const;
const parent = { access: access.parent, tag: 'parent invoices' } as const;
const adminBase = '/api/v2/admin/overtime/invoices';
const parentBase = '/api/v2/parent/invoices';
const linkDescription =
  "The answer's `url` is a signed link to the stored PDF that works for five minutes and needs no token, as photos' links; `fileName` is the name to save it under.";

/** Signed links to invoice, receipt and credit note PDFs kept in the file store (decisions 073, 089), in the reader's language. */
export function invoiceDocumentsRoutes(ctx: AppContext) {
  const service = createInvoiceDocumentsService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: `${adminBase}/:id/pdf-link`,
      operationId: 'getOvertimeInvoicePdfLink',
      summary: "A signed link to the invoice's PDF (a draft as a proforma) in the reader's language",
      description: linkDescription,
      params: overtimeInvoiceIdParams,
      response: successEnvelope(documentLinkSchema),
      handle: async ({ params, request }) =>
        ok(await service.invoiceLink(params.id, readerLanguage(request))),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${adminBase}/:id/payments/:paymentId/receipt`,
      operationId: 'getOvertimeInvoiceReceiptLink',
      summary: "A signed link to the receipt PDF of one of the invoice's payments, in the reader's language",
      description: linkDescription,
      params: invoicePaymentParams,
      response: successEnvelope(documentLinkSchema),
      handle: async ({ params, request }) =>
        ok(await service.receiptLink(params.id, params.paymentId, readerLanguage(request))),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${adminBase}/:id/credit-notes/:creditNoteId/pdf-link`,
      operationId: 'getOvertimeCreditNotePdfLink',
      summary: "A signed link to the PDF of one of the invoice's credit notes, in the reader's language",
      description: linkDescription,
      params: invoiceCreditNoteParams,
      response: successEnvelope(documentLinkSchema),
      handle: async ({ params, request }) =>
        ok(await service.creditNoteLink(params.id, params.creditNoteId, readerLanguage(request))),
    }),
    route({
      ...parent,
      method: 'GET',
      path: `${parentBase}/:id/pdf`,
      operationId: 'getParentInvoicePdfLink',
      summary:
        "A signed link to the PDF of an issued invoice of one of the parent's families, in the reader's language; any other invoice is not found",
      description: linkDescription,
      params: overtimeInvoiceIdParams,
      response: successEnvelope(documentLinkSchema),
      handle: async ({ principal, params, request }) =>
        ok(await service.parentInvoiceLink(principal.parentId, params.id, readerLanguage(request))),
    }),
    route({
      ...parent,
      method: 'GET',
      path: `${parentBase}/:id/payments/:paymentId/receipt`,
      operationId: 'getParentInvoiceReceiptLink',
      summary:
        "A signed link to the receipt PDF of a payment of one of the parent's invoices, in the reader's language",
      description: linkDescription,
      params: invoicePaymentParams,
      response: successEnvelope(documentLinkSchema),
      handle: async ({ principal, params, request }) =>
        ok(
          await service.parentReceiptLink(
            principal.parentId,
            params.id,
            params.paymentId,
            readerLanguage(request),
          ),
        ),
    }),
    route({
      ...parent,
      method: 'GET',
      path: `${parentBase}/:id/credit-notes/:creditNoteId/pdf`,
      operationId: 'getParentCreditNotePdfLink',
      summary:
        "A signed link to the PDF of a credit note of one of the parent's invoices, in the reader's language",
      description: linkDescription,
      params: invoiceCreditNoteParams,
      response: successEnvelope(documentLinkSchema),
      handle: async ({ principal, params, request }) =>
        ok(
          await service.parentCreditNoteLink(
            principal.parentId,
            params.id,
            params.creditNoteId,
            readerLanguage(request),
          ),
        ),
    }),
  ];
}
