import {
  type CareTimeline,
  careChildParams,
  careCorrectionSchema,
  careDayQuerySchema,
  careEntryParams,
  careEntrySchema,
  careGroupEntrySchema,
  careGroupParams,
  careMessages,
  carePhotoField,
  careReminderDoneSchema,
  careSummaryPreferenceSchema,
  careTimelineSchema,
  careVersionsSchema,
  centreCareDaySchema,
  message,
  recordedCareGroupSchema,
  successEnvelope,
  undoneCareGroupSchema,
  uploadedCarePhotoSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { readOnePhoto } from '../../http/multipart-form';
import {
  access,
  changeRoute,
  ok,
  type PrincipalFor,
  parentAudience,
  type RouteAccess,
  route,
  staffAudience,
} from '../../http/route-kit';
import { type CareService, createCareService } from './service';

/** A child's day (check-in, check-out and care entries in time order) as one audience reads it. */
function childDayRoute<A extends RouteAccess>(spec: {
  access: A;
  tag: string;
  path: string;
  operationId: string;
  summary: string;
  read: (principal: PrincipalFor<A>, childId: string, day: string | undefined) => Promise<CareTimeline>;
}) {
  const { read, ...row } = spec;
  return route({
    ...row,
    method: 'GET',
    params: careChildParams,
    query: careDayQuerySchema,
    response: successEnvelope(careTimelineSchema),
    handle: async ({ principal, params, query }) => ok(await read(principal, params.childId, query.date)),
  });
}

/** Teachers' and heads of centre's routes: their signed-in centre's children only. */
function staffRoutes(service: CareService) {
  return [
    changeRoute({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/care',
      operationId: 'recordCareEntries',
      summary:
        'Records one care entry for each chosen child, with exceptions; a resend of the same request records nothing twice',
      body: careGroupEntrySchema,
      status: 201,
      data: recordedCareGroupSchema,
      errors: [404],
      done: message('success.careRecorded'),
      change: ({ principal, body }) => service.record(principal, body),
    }),
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/care',
      operationId: 'getCentreCareDay',
      summary:
        'Each child of the centre with care entries that Kuala Lumpur day: counts and the latest, for the check-in list',
      query: careDayQuerySchema,
      response: successEnvelope(centreCareDaySchema),
      handle: async ({ principal, query }) => ok(await service.centreDay(principal, query.date)),
    }),
    changeRoute({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/care/groups/:groupId/undo',
      operationId: 'undoCareEntries',
      summary:
        'Takes back a group entry: its recorder, within a minute of recording it; the versions are kept',
      params: careGroupParams,
      status: 200,
      data: undoneCareGroupSchema,
      errors: [409],
      done: message('success.careUndone'),
      change: ({ principal, params }) => service.undo(principal, params.groupId),
    }),
    changeRoute({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/care/entries/:entryId/corrections',
      operationId: 'correctCareEntry',
      summary: 'Corrects an entry with a reason: a new version, the earlier kept with who, when and why',
      params: careEntryParams,
      body: careCorrectionSchema,
      status: 201,
      data: careEntrySchema,
      errors: [409],
      done: message('success.careCorrected'),
      change: ({ principal, params, body }) => service.correct(principal, params.entryId, body),
    }),
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/care/entries/:entryId/versions',
      operationId: 'listCareEntryVersions',
      summary: "An entry's versions, oldest first, with who recorded each, when and why",
      params: careEntryParams,
      response: successEnvelope(careVersionsSchema),
      handle: async ({ principal, params }) => ok(await service.versions(principal, params.entryId)),
    }),
    route({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/care/photos',
      operationId: 'uploadCarePhoto',
      summary:
        "A photo for a note (JPEG, PNG or WebP, re-encoded without its metadata); its id goes in the note's `photoIds`",
      multipart: { fields: z.object({}), files: [carePhotoField] },
      status: 201,
      response: successEnvelope(uploadedCarePhotoSchema),
      errors: [413, 415],
      handle: async ({ principal, request }) => {
        const file = await readOnePhoto(request, carePhotoField, {
          tooManyFiles: careMessages.photos,
          notAPhoto: careMessages.photoType,
        });
        return ok(await service.uploadPhoto(principal, file));
      },
    }),
    childDayRoute({
      ...staffAudience,
      path: '/api/v2/center/students/:childId/care',
      operationId: 'getCentreChildCareDay',
      summary: "A child's day: check-in, check-out and care entries in time order",
      read: service.dayForStaff,
    }),
  ];
}

/** Parents' routes: their own children's days and their reminders. */
function parentRoutes(service: CareService) {
  return [
    childDayRoute({
      ...parentAudience,
      path: '/api/v2/parent/children/:childId/care',
      operationId: 'getParentChildCareDay',
      summary: "The parent's child's day: check-in, check-out and care entries in time order",
      read: (principal, childId, day) => service.dayForParent(principal.parentId, childId, day),
    }),
    changeRoute({
      ...parentAudience,
      method: 'PUT',
      path: '/api/v2/parent/care/reminders/:entryId/done',
      operationId: 'markCareReminderDone',
      summary: "Marks a 'please bring' reminder of the parent's child done",
      params: careEntryParams,
      data: careReminderDoneSchema,
      errors: [409],
      done: message('success.careReminderDone'),
      change: ({ principal, params }) => service.markReminderDone(principal.parentId, params.entryId),
    }),
    route({
      ...parentAudience,
      method: 'GET',
      path: '/api/v2/parent/care/summary',
      operationId: 'getCareSummaryPreference',
      summary: "The parent's end-of-day care summary by push and by e-mail (both off at first)",
      response: successEnvelope(careSummaryPreferenceSchema),
      handle: async ({ principal }) => ok(await service.summaryPreference(principal.parentId)),
    }),
    changeRoute({
      ...parentAudience,
      method: 'PUT',
      path: '/api/v2/parent/care/summary',
      operationId: 'setCareSummaryPreference',
      summary: "Turns the parent's end-of-day care summary by push and by e-mail on or off",
      body: careSummaryPreferenceSchema,
      data: careSummaryPreferenceSchema,
      done: message('success.careSummarySaved'),
      change: ({ principal, body }) => service.setSummaryPreference(principal.parentId, body),
    }),
  ];
}

export function careRoutes(ctx: AppContext) {
  const service = createCareService(ctx);
  return [
    ...staffRoutes(service),
    ...parentRoutes(service),
    childDayRoute({
      access: access.admin('CARE'),
      tag: 'admin',
      path: '/api/v2/admin/children/:childId/care',
      operationId: 'getAdminChildCareDay',
      summary: "Any child's day as the centre recorded it; each read is written to the audit log",
      read: service.dayForAdmin,
    }),
  ];
}
