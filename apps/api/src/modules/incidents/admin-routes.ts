import {
  adminIncidentPageQuerySchema,
  adminIncidentQuerySchema,
  incidentParams,
  incidentSchema,
  incidentSummarySchema,
  pageEnvelope,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { csvAttachment, csvDownload } from '../../http/csv-attachment';
import { pdfDownload } from '../../http/pdf-attachment';
import { access, ok, okPage, readerLanguage, route } from '../../http/route-kit';
import { createIncidentAdminService } from './admin-service';
import { incidentCsv, incidentCsvFileName, incidentExportBatchSize } from './incident-csv';
import type { IncidentPdfs } from './incident-pdfs';

const admin = { access: access.admin('CARE'), tag: 'admin' } as const;

/** Head office's routes (module CARE): reports across centres by period and kind, audited reads. */
export function incidentAdminRoutes(ctx: AppContext, pdfs: IncidentPdfs) {
  const service = createIncidentAdminService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: '/api/v2/admin/incidents',
      operationId: 'listAdminIncidents',
      summary:
        'Reports of every centre (or one) that happened from a day to a day (this month so far by default), of one kind when given, latest first',
      query: adminIncidentPageQuerySchema,
      response: pageEnvelope(incidentSummarySchema),
      handle: async ({ query }) => {
        const { rows, meta } = await service.page(query);
        return okPage(rows, meta);
      },
    }),
    route({
      ...admin,
      method: 'GET',
      path: '/api/v2/admin/incidents/csv',
      operationId: 'downloadAdminIncidentsCsv',
      summary:
        "The same reports as CSV in the reader's language (Accept-Language), in the order they happened",
      query: adminIncidentQuerySchema,
      ...csvDownload,
      handle: async ({ query, request, reply }) => {
        const { from, to } = service.period(query);
        return csvAttachment(
          reply,
          incidentCsvFileName(from, to),
          incidentCsv(service.batches(query, incidentExportBatchSize), readerLanguage(request)),
        );
      },
    }),
    route({
      ...admin,
      method: 'GET',
      path: '/api/v2/admin/incidents/:incidentId',
      operationId: 'getAdminIncident',
      summary: 'One report of any centre; each read is written to the audit log',
      params: incidentParams,
      response: successEnvelope(incidentSchema),
      handle: async ({ principal, params }) => ok(await service.one(principal, params.incidentId)),
    }),
    route({
      ...admin,
      method: 'GET',
      path: '/api/v2/admin/incidents/:incidentId/pdf',
      operationId: 'downloadAdminIncidentPdf',
      summary: "One report as a PDF in the reader's language; each read is written to the audit log",
      params: incidentParams,
      ...pdfDownload,
      errors: [404],
      handle: async ({ principal, params, request, reply }) =>
        pdfs.send(request, reply, await service.one(principal, params.incidentId)),
    }),
  ];
}
