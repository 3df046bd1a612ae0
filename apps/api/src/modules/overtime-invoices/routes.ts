import {
  convertedInvoicesSchema,
  convertOvertimeItemsSchema,
  invoiceModules,
  invoicingRunIdParams,
  invoicingRunSchema,
  issueCreditNoteSchema,
  kualaLumpurDay,
  type MessageRef,
  message,
  overtimeInvoiceDetailSchema,
  overtimeInvoiceIdParams,
  overtimeInvoiceListSchema,
  overtimeInvoicesExportQuerySchema,
  overtimeInvoicesQuerySchema,
  overtimeReportIdParams,
  payStudentsInvoicesSchema,
  recordInvoicePaymentSchema,
  reportInvoicingSchema,
  startedInvoicingRunSchema,
  startInvoicingRunSchema,
  successEnvelope,
  voidInvoiceSchema,
} from '@cic/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { csvAttachment, csvDownload } from '../../http/csv-attachment';
import { pdfAttachment, pdfDownload } from '../../http/pdf-attachment';
import type { AdminPrincipal } from '../../http/principal';
import { access, changeRoute, ok, type RouteInput, readerLanguage, route } from '../../http/route-kit';
import { exportBatchSize, invoicesCsv, invoicesCsvFileName } from './csv-export';
import { createInvoicingRunsService } from './invoicing-runs';
import { type ConversionChoice, createOvertimeInvoicesService } from './service';

const tag = 'admin overtime invoices';
/** Invoicing an overtime report is the report's module's. */
const reportRoutes = { access: access.admin('OVERTIME'), tag } as const;
/** An invoice, whatever it charges, is for an admin of either invoice module (decision 100). */
const invoiceRoutes = { access: access.admin(...invoiceModules), tag } as const;
const base = '/api/v2/admin/overtime';
/** A change the invoice's state refuses answers 409. */
const conflicts = [409] as const;
/** A conversion also answers 404 for a report, or an item of it, that does not exist. */
const conversionErrors = [404, 409] as const;

/** The body's one choice: its item ids, or its children (the schema admits exactly one). */
const choiceOf = (body: { itemIds?: string[]; childIds?: string[] }): ConversionChoice =>
  body.childIds ? { childIds: body.childIds } : { itemIds: body.itemIds ?? [] };

/**
 * A change of one invoice (issue, pay, void, credit): a POST below the invoice's address that its
 * state may refuse with 409, answering the invoice as it now is. `make` is the service's change.
 */
function invoiceChange<B extends z.ZodType | undefined = undefined>(spec: {
  action: string;
  operationId: string;
  summary: string;
  body?: B;
  done: MessageRef;
  make: (
    principal: AdminPrincipal,
    invoiceId: string,
    body: RouteInput<(typeof invoiceRoutes)['access'], undefined, undefined, B>['body'],
    log: FastifyBaseLogger,
  ) => Promise<z.input<typeof overtimeInvoiceDetailSchema>>;
}) {
  const { action, make, ...row } = spec;
  return changeRoute({
    ...invoiceRoutes,
    ...row,
    method: 'POST',
    path: `${base}/invoices/:id/${action}`,
    params: overtimeInvoiceIdParams,
    errors: conflicts,
    data: overtimeInvoiceDetailSchema,
    change: ({ principal, params, body, request }) => make(principal, params.id, body, request.log),
  });
}

export function overtimeInvoicesRoutes(ctx: AppContext) {
  const service = createOvertimeInvoicesService(ctx);
  const runs = createInvoicingRunsService(ctx);
  /** The two conversions differ only in whether the invoices are issued at once. */
  const conversionRoute = (conversion: {
    path: string;
    operationId: string;
    summary: string;
    issue: boolean;
    done: MessageRef;
  }) =>
    route({
      ...reportRoutes,
      method: 'POST',
      path: conversion.path,
      operationId: conversion.operationId,
      summary: conversion.summary,
      body: convertOvertimeItemsSchema,
      status: 201,
      errors: conversionErrors,
      response: successEnvelope(convertedInvoicesSchema),
      handle: async ({ principal, body, request }) =>
        ok(
          await service.convert(principal, body.reportId, choiceOf(body), conversion.issue, request.log),
          conversion.done,
        ),
    });
  return [
    conversionRoute({
      path: `${base}/invoices/proforma`,
      operationId: 'convertOvertimeItemsToProforma',
      summary:
        "Makes one DRAFT invoice per family and centre from a READY report's selected items (or every uninvoiced item of the selected children); an item already on a live invoice is refused",
      issue: false,
      done: message('success.invoicesCreated'),
    }),
    conversionRoute({
      path: `${base}/invoices`,
      operationId: 'convertOvertimeItemsToInvoices',
      summary:
        'As the proforma conversion, then issues each invoice in the same transaction (number, issue date, due date)',
      issue: true,
      done: message('success.invoicesIssued'),
    }),
    route({
      ...reportRoutes,
      method: 'GET',
      path: `${base}/invoicing/reports/:id`,
      operationId: 'getOvertimeReportInvoicing',
      summary: "The report's total split into what live invoices hold and what is left to invoice, in sen",
      params: overtimeReportIdParams,
      response: successEnvelope(reportInvoicingSchema),
      handle: async ({ params }) => ok(await service.reportInvoicing(params.id)),
    }),
    changeRoute({
      ...reportRoutes,
      method: 'POST',
      path: `${base}/invoicing/reports/:id/payments`,
      operationId: 'payOvertimeStudentsInvoices',
      summary:
        "Mark as Paid on the report's selected students: pays the whole balance of each of their issued or part-paid invoices of this report with one method, reference and day",
      params: overtimeReportIdParams,
      body: payStudentsInvoicesSchema,
      errors: conversionErrors,
      data: convertedInvoicesSchema,
      done: message('success.invoicesPaid'),
      change: ({ principal, params, body, request }) =>
        service.payStudents(principal, params.id, body, request.log),
    }),
    changeRoute({
      ...reportRoutes,
      method: 'POST',
      path: `${base}/invoicing/reports/:id/runs`,
      operationId: 'startOvertimeInvoicingRun',
      summary:
        "Queues a run that invoices every item of a READY report not on a live invoice, one invoice per family and centre (issued, or proforma), and answers 202 with the run's id",
      description:
        'One run per report at a time: a second while one is queued or running answers 409. Items converted by hand meanwhile are skipped. Read the run at `GET /api/v2/admin/overtime/invoicing/runs/{id}`.',
      params: overtimeReportIdParams,
      body: startInvoicingRunSchema,
      status: 202,
      errors: conflicts,
      data: startedInvoicingRunSchema,
      done: message('success.invoicingRunQueued'),
      change: ({ principal, params, body }) => runs.start(principal, params.id, body.issue),
    }),
    route({
      ...reportRoutes,
      method: 'GET',
      path: `${base}/invoicing/runs/:id`,
      operationId: 'getOvertimeInvoicingRun',
      summary:
        "An invoicing run's state (QUEUED, RUNNING, DONE, FAILED), the invoices and items it made and their total in sen, and why it failed",
      params: invoicingRunIdParams,
      response: successEnvelope(invoicingRunSchema),
      handle: async ({ params, request }) => ok(await runs.read(params.id, readerLanguage(request))),
    }),
    route({
      ...invoiceRoutes,
      method: 'GET',
      path: `${base}/invoices`,
      operationId: 'listOvertimeInvoices',
      summary:
        "Overtime invoices, newest first, paged; search by number, family or child; filter by centre, status and overdue; with the matching invoices' outstanding and collected totals",
      query: overtimeInvoicesQuerySchema,
      response: overtimeInvoiceListSchema,
      handle: async ({ query }) => {
        const { data, meta } = await service.list(query);
        return { ...ok(data), meta };
      },
    }),
    route({
      ...invoiceRoutes,
      method: 'GET',
      path: `${base}/invoices/export`,
      operationId: 'exportOvertimeInvoices',
      summary:
        'The invoices the filters match as a CSV attachment (UTF-8 with a byte order mark), one row per invoice',
      query: overtimeInvoicesExportQuerySchema,
      ...csvDownload,
      handle: async ({ query, reply, request }) =>
        csvAttachment(
          reply,
          invoicesCsvFileName(kualaLumpurDay(ctx.clock())),
          invoicesCsv(service.exportBatches(query, exportBatchSize), readerLanguage(request)),
        ),
    }),
    route({
      ...invoiceRoutes,
      method: 'GET',
      path: `${base}/invoices/:id`,
      operationId: 'getOvertimeInvoice',
      summary: 'One invoice with its lines, payments and credit notes',
      params: overtimeInvoiceIdParams,
      response: successEnvelope(overtimeInvoiceDetailSchema),
      handle: async ({ params }) => ok(await service.detail(params.id)),
    }),
    route({
      ...invoiceRoutes,
      method: 'GET',
      path: `${base}/invoices/:id/pdf`,
      operationId: 'downloadOvertimeInvoicePdf',
      summary:
        "The invoice (a draft as a proforma) as a PDF attachment in the reader's language (Accept-Language), named after its number; the file is kept in the file store (`pdf-link` answers a signed link to it)",
      params: overtimeInvoiceIdParams,
      ...pdfDownload,
      handle: async ({ params, request, reply }) =>
        pdfAttachment(reply, await service.pdf(params.id, readerLanguage(request))),
    }),
    invoiceChange({
      action: 'issue',
      operationId: 'issueOvertimeInvoice',
      summary:
        'Issues a DRAFT: the next number of the year (INV-yyyy-nnnnnn, gap-free), the Kuala Lumpur issue day and the due date',
      done: message('success.invoiceIssued'),
      make: (principal, invoiceId, _body, log) => service.issue(principal, invoiceId, log),
    }),
    invoiceChange({
      action: 'payments',
      operationId: 'recordOvertimeInvoicePayment',
      summary:
        'Records money received outside the product (cash, bank transfer, cheque); part payments allowed, the status follows the balance, more than the balance is refused',
      body: recordInvoicePaymentSchema,
      done: message('success.paymentRecorded'),
      make: service.recordPayment,
    }),
    invoiceChange({
      action: 'void',
      operationId: 'voidOvertimeInvoice',
      summary:
        'Voids a draft or an unpaid issued invoice with a reason; its items can be invoiced again, and the family of an issued one is told',
      body: voidInvoiceSchema,
      done: message('success.invoiceVoided'),
      make: service.void,
    }),
    invoiceChange({
      action: 'credit-notes',
      operationId: 'issueOvertimeCreditNote',
      summary:
        'Refunds a paid or part-paid invoice with a credit note (CN-yyyy-nnnnnn, its own sequence), at most what was paid and not yet refunded',
      body: issueCreditNoteSchema,
      done: message('success.creditNoteIssued'),
      make: service.creditNote,
    }),
  ];
}
