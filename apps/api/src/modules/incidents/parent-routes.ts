import {
  acknowledgedIncidentSchema,
  incidentParams,
  incidentSchema,
  incidentSummariesSchema,
  message,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { pdfDownload } from '../../http/pdf-attachment';
import { changeRoute, ok, parentAudience, route } from '../../http/route-kit';
import type { IncidentPdfs } from './incident-pdfs';
import { createIncidentParentService } from './parent-service';

/** Parents' routes: their own children's reports, and their acknowledgement. */
export function incidentParentRoutes(ctx: AppContext, pdfs: IncidentPdfs) {
  const service = createIncidentParentService(ctx);
  return [
    route({
      ...parentAudience,
      method: 'GET',
      path: '/api/v2/parent/incidents',
      operationId: 'listParentIncidents',
      summary:
        "The reports about the parent's children, latest first, with whether a parent acknowledged each",
      response: successEnvelope(incidentSummariesSchema),
      handle: async ({ principal }) => ok(await service.list(principal.parentId)),
    }),
    route({
      ...parentAudience,
      method: 'GET',
      path: '/api/v2/parent/incidents/:incidentId',
      operationId: 'getParentIncident',
      summary: "A report about the parent's child",
      params: incidentParams,
      response: successEnvelope(incidentSchema),
      handle: async ({ principal, params }) => ok(await service.one(principal.parentId, params.incidentId)),
    }),
    route({
      ...parentAudience,
      method: 'GET',
      path: '/api/v2/parent/incidents/:incidentId/pdf',
      operationId: 'downloadParentIncidentPdf',
      summary: "A report about the parent's child as a PDF in the reader's language (Accept-Language)",
      params: incidentParams,
      ...pdfDownload,
      errors: [404],
      handle: async ({ principal, params, request, reply }) =>
        pdfs.send(request, reply, await service.one(principal.parentId, params.incidentId)),
    }),
    changeRoute({
      ...parentAudience,
      method: 'PUT',
      path: '/api/v2/parent/incidents/:incidentId/acknowledgement',
      operationId: 'acknowledgeIncident',
      summary:
        'The parent has read the report: their name and the time are kept and shown to the centre; the daily reminders stop',
      params: incidentParams,
      data: acknowledgedIncidentSchema,
      done: message('success.incidentAcknowledged'),
      change: ({ principal, params }) => service.acknowledge(principal.parentId, params.incidentId),
    }),
  ];
}
