import {
  editOvertimeItemSchema,
  editOvertimeReportSchema,
  generateOvertimeReportSchema,
  message,
  overtimeItemIdParams,
  overtimeItemSchema,
  overtimeReportCenterSchema,
  overtimeReportCentersQuerySchema,
  overtimeReportIdParams,
  overtimeReportSchema,
  overtimeReportStudentParams,
  overtimeReportStudentSchema,
  overtimeReportStudentsQuerySchema,
  overtimeReportsQuerySchema,
  overtimeStudentItemsSchema,
  pageEnvelope,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { csvAttachment, csvDownload } from '../../http/csv-attachment';
import { access, changeRoute, ok, okPage, route } from '../../http/route-kit';
import { createOvertimeReportsService } from './service';

const common = { access: access.admin('OVERTIME'), tag: 'admin overtime reports' } as const;
const base = '/api/v2/admin/overtime';
/** Reads and changes of a report's items answer 409 while its job is still writing them. */
const whileGenerating = [409] as const;

export function overtimeReportsRoutes(ctx: AppContext) {
  const service = createOvertimeReportsService(ctx);
  return [
    route({
      ...common,
      method: 'POST',
      path: `${base}/generate-report`,
      operationId: 'generateOvertimeReport',
      summary:
        "Creates a report over Kuala Lumpur days and centres (none: all) and queues its job; answers the id at once, the report is GENERATING until the job's one transaction has written every item",
      body: generateOvertimeReportSchema,
      status: 201,
      response: successEnvelope(z.object({ id: z.uuid() })),
      handle: async ({ principal, body }) => ok(await service.generate(principal, body)),
    }),
    route({
      ...common,
      method: 'GET',
      path: `${base}/reports`,
      operationId: 'listOvertimeReports',
      summary: 'Overtime reports, newest first, paged; search by name',
      query: overtimeReportsQuerySchema,
      response: pageEnvelope(overtimeReportSchema),
      handle: async ({ query }) => {
        const { items, meta } = await service.list(query);
        return okPage(items, meta);
      },
    }),
    route({
      ...common,
      method: 'GET',
      path: `${base}/reports/:id`,
      operationId: 'getOvertimeReport',
      summary: 'One report with its status, kept counts and total',
      params: overtimeReportIdParams,
      response: successEnvelope(overtimeReportSchema),
      handle: async ({ params }) => ok(await service.view(params.id)),
    }),
    changeRoute({
      ...common,
      method: 'PUT',
      path: `${base}/reports/:id`,
      operationId: 'updateOvertimeReport',
      summary: "Changes a report's name and description (nothing else)",
      params: overtimeReportIdParams,
      body: editOvertimeReportSchema,
      data: overtimeReportSchema,
      done: message('success.reportUpdated'),
      change: ({ params, body }) => service.edit(params.id, body),
    }),
    route({
      ...common,
      method: 'DELETE',
      path: `${base}/reports/:id`,
      operationId: 'deleteOvertimeReport',
      summary: 'Deletes a report and its items (a job still generating it then does nothing)',
      params: overtimeReportIdParams,
      response: successEnvelope(z.null()),
      handle: async ({ params }) => {
        await service.remove(params.id);
        return ok(null, message('success.overtimeReportDeleted'));
      },
    }),
    route({
      ...common,
      method: 'GET',
      path: `${base}/reports/:id/centers`,
      operationId: 'listOvertimeReportCentres',
      summary: "The report's centres with their students, items and amount, by name; search by centre name",
      params: overtimeReportIdParams,
      query: overtimeReportCentersQuerySchema,
      errors: whileGenerating,
      response: successEnvelope(z.array(overtimeReportCenterSchema)),
      handle: async ({ params, query }) => ok(await service.centres(params.id, query.search)),
    }),
    route({
      ...common,
      method: 'GET',
      path: `${base}/reports/:id/students`,
      operationId: 'listOvertimeReportStudents',
      summary: "The report's children by name, paged; filter by centre, search by name",
      params: overtimeReportIdParams,
      query: overtimeReportStudentsQuerySchema,
      errors: whileGenerating,
      response: pageEnvelope(overtimeReportStudentSchema),
      handle: async ({ params, query }) => {
        const { items, meta } = await service.students(params.id, query);
        return okPage(items, meta);
      },
    }),
    route({
      ...common,
      method: 'GET',
      path: `${base}/reports/:id/students/:childId`,
      operationId: 'listOvertimeReportChildItems',
      summary: "A child's items in the report, by date, then start time",
      params: overtimeReportStudentParams,
      errors: whileGenerating,
      response: successEnvelope(overtimeStudentItemsSchema),
      handle: async ({ params }) => ok(await service.studentItems(params.id, params.childId)),
    }),
    route({
      ...common,
      method: 'DELETE',
      path: `${base}/reports/:id/students/:childId`,
      operationId: 'removeOvertimeReportChild',
      summary: "Removes a child's items from the report; the report's totals follow",
      params: overtimeReportStudentParams,
      errors: whileGenerating,
      response: successEnvelope(z.null()),
      handle: async ({ params }) => {
        await service.removeStudent(params.id, params.childId);
        return ok(null, message('success.reportItemDeleted'));
      },
    }),
    changeRoute({
      ...common,
      method: 'PUT',
      path: `${base}/reports/items/:itemId`,
      operationId: 'updateOvertimeItem',
      summary:
        "Changes an item's duration and rate; the server computes amount = duration × rate (a sent amount is ignored); the report's totals follow",
      params: overtimeItemIdParams,
      body: editOvertimeItemSchema,
      errors: whileGenerating,
      data: overtimeItemSchema,
      done: message('success.reportItemUpdated'),
      change: ({ params, body }) => service.editItem(params.itemId, body),
    }),
    route({
      ...common,
      method: 'DELETE',
      path: `${base}/reports/items/:itemId`,
      operationId: 'deleteOvertimeItem',
      summary: "Deletes an item; the report's totals follow",
      params: overtimeItemIdParams,
      errors: whileGenerating,
      response: successEnvelope(z.null()),
      handle: async ({ params }) => {
        await service.removeItem(params.itemId);
        return ok(null, message('success.reportItemDeleted'));
      },
    }),
    route({
      ...common,
      method: 'GET',
      path: `${base}/reports/:id/export`,
      operationId: 'exportOvertimeReport',
      summary:
        'The report as a CSV attachment (UTF-8 with a byte order mark), one row per item, streamed centre by centre',
      params: overtimeReportIdParams,
      errors: whileGenerating,
      ...csvDownload,
      handle: async ({ params, reply }) => {
        const { fileName, stream } = await service.exportCsv(params.id);
        return csvAttachment(reply, fileName, stream);
      },
    }),
  ];
}
