import {
  centreIncidentQuerySchema,
  incidentChildParams,
  incidentCorrectionSchema,
  incidentParams,
  incidentReportSchema,
  incidentReviewSchema,
  incidentSchema,
  incidentSummariesSchema,
  incidentVersionsSchema,
  message,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { pdfDownload } from '../../http/pdf-attachment';
import { changeRoute, headOfCentreAudience, ok, route, staffAudience } from '../../http/route-kit';
import type { IncidentPdfs } from './incident-pdfs';
import { createIncidentStaffService } from './staff-service';

/** Teachers' and heads of centre's routes: reports of their signed-in centre's children only. */
export function incidentStaffRoutes(ctx: AppContext, pdfs: IncidentPdfs) {
  const service = createIncidentStaffService(ctx);
  return [
    changeRoute({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/incidents',
      operationId: 'fileIncident',
      summary:
        "Files an incident or accident report about a child of the centre; the child's parents are told at once by push and e-mail",
      body: incidentReportSchema,
      status: 201,
      data: incidentSchema,
      errors: [404],
      done: message('success.incidentFiled'),
      change: ({ principal, body, request }) => service.file(principal, body, request.log),
    }),
    route({
      ...headOfCentreAudience,
      method: 'GET',
      path: '/api/v2/center/incidents',
      operationId: 'listCentreIncidents',
      summary:
        "The head of centre's list: the centre's reports not completed yet (OPEN) or not acknowledged by a parent yet (UNACKNOWLEDGED), latest first",
      query: centreIncidentQuerySchema,
      response: successEnvelope(incidentSummariesSchema),
      handle: async ({ principal, query }) => ok(await service.list(principal, query.filter)),
    }),
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/incidents/:incidentId',
      operationId: 'getCentreIncident',
      summary: 'A report of the centre as its current version says it, with the review and acknowledgements',
      params: incidentParams,
      response: successEnvelope(incidentSchema),
      handle: async ({ principal, params }) => ok(await service.one(principal, params.incidentId)),
    }),
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/incidents/:incidentId/pdf',
      operationId: 'downloadCentreIncidentPdf',
      summary: "A report of the centre as a PDF in the reader's language (Accept-Language)",
      params: incidentParams,
      ...pdfDownload,
      errors: [404],
      handle: async ({ principal, params, request, reply }) =>
        pdfs.send(request, reply, await service.one(principal, params.incidentId)),
    }),
    changeRoute({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/incidents/:incidentId/corrections',
      operationId: 'correctIncident',
      summary: 'Corrects a report with a reason: a new version, the earlier kept with who, when and why',
      params: incidentParams,
      body: incidentCorrectionSchema,
      status: 201,
      data: incidentSchema,
      done: message('success.incidentCorrected'),
      change: ({ principal, params, body }) => service.correct(principal, params.incidentId, body),
    }),
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/incidents/:incidentId/versions',
      operationId: 'listIncidentVersions',
      summary: "A report's versions, oldest first, with who recorded each, when and why",
      params: incidentParams,
      response: successEnvelope(incidentVersionsSchema),
      handle: async ({ principal, params }) => ok(await service.versions(principal, params.incidentId)),
    }),
    changeRoute({
      ...headOfCentreAudience,
      method: 'POST',
      path: '/api/v2/center/incidents/:incidentId/completion',
      operationId: 'completeIncident',
      summary: "The head of centre's review and action taken: the report is completed (once)",
      params: incidentParams,
      body: incidentReviewSchema,
      data: incidentSchema,
      errors: [409],
      done: message('success.incidentCompleted'),
      change: ({ principal, params, body }) => service.complete(principal, params.incidentId, body),
    }),
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/students/:childId/incidents',
      operationId: 'listChildIncidents',
      summary: "A child's reports, latest first",
      params: incidentChildParams,
      response: successEnvelope(incidentSummariesSchema),
      handle: async ({ principal, params }) => ok(await service.ofChild(principal, params.childId)),
    }),
  ];
}
