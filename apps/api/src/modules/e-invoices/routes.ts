import {
  consolidatedMonthSchema,
  consolidatedMonthsQuerySchema,
  eInvoiceDetailSchema,
  eInvoiceIdParams,
  eInvoiceRowSchema,
  eInvoicesExportQuerySchema,
  eInvoicesQuerySchema,
  kualaLumpurDay,
  message,
  pageEnvelope,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { csvAttachment, csvDownload } from '../../http/csv-attachment';
import { access, changeRoute, ok, okPage, readerLanguage, route } from '../../http/route-kit';
import { eInvoicesCsv, eInvoicesCsvFileName, eInvoicesExportBatchSize } from './office-csv';
import { createEInvoiceOfficeService } from './office-service';

const admin = { access: access.admin('BILLING'), tag: 'admin billing' } as const;
const base = '/api/v2/admin/billing/e-invoices';

/** The office's e-invoices (issue 42): the list, a document, its resubmission, the consolidated months and the CSV. */
export function eInvoiceOfficeRoutes(ctx: AppContext) {
  const office = createEInvoiceOfficeService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: base,
      operationId: 'listEInvoices',
      summary:
        'Every e-invoice sent to MyInvois, newest first, paged: what it stands for, its family and centre, its total, status, UUID, validation and errors; filter by status, kind, the Kuala Lumpur month it was issued in, and our number, the invoice number or the family',
      query: eInvoicesQuerySchema,
      response: pageEnvelope(eInvoiceRowSchema),
      handle: async ({ query }) => {
        const { rows, meta } = await office.list(query);
        return okPage(rows, meta);
      },
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}.csv`,
      operationId: 'exportEInvoices',
      summary:
        "Every e-invoice the list's filters match as a CSV attachment (UTF-8 with a byte order mark), with its errors, worded in the reader's language (Accept-Language)",
      query: eInvoicesExportQuerySchema,
      ...csvDownload,
      handle: async ({ query, reply, request }) =>
        csvAttachment(
          reply,
          eInvoicesCsvFileName(kualaLumpurDay(ctx.clock())),
          eInvoicesCsv(office.exportBatches(query, eInvoicesExportBatchSize), readerLanguage(request)),
        ),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/months`,
      operationId: 'listConsolidatedEInvoiceMonths',
      summary:
        "The months with consolidated e-invoices, newest first, paged: each month's documents (number, part, status, centre of a centre's own issuer, invoices held, total), its invoices and total",
      query: consolidatedMonthsQuerySchema,
      response: pageEnvelope(consolidatedMonthSchema),
      handle: async ({ query }) => {
        const { rows, meta } = await office.months(query);
        return okPage(rows, meta);
      },
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/:id`,
      operationId: 'getEInvoice',
      summary:
        "One e-invoice with its errors (MyInvois' English and Malay, or a message key of the product's own refusal), the e-invoice it adjusts and, for a consolidated one, every invoice it holds (at most 200)",
      params: eInvoiceIdParams,
      response: successEnvelope(eInvoiceDetailSchema),
      handle: async ({ params }) => ok(await office.detail(params.id)),
    }),
    changeRoute({
      ...admin,
      method: 'POST',
      path: `${base}/:id/resubmit`,
      operationId: 'resubmitEInvoice',
      summary:
        "Builds an Invalid e-invoice again from today's facts (once its buyer's or issuer's details are corrected) and queues it to be sent; anything but an Invalid one answers 409",
      params: eInvoiceIdParams,
      errors: [409],
      data: eInvoiceDetailSchema,
      done: message('success.eInvoiceResubmitted'),
      change: ({ params, request }) => office.resubmit(params.id, request.log),
    }),
  ];
}
