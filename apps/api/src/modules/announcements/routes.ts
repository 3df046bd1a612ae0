import {
  announcementBodySchema,
  announcementCentreQuerySchema,
  announcementCentreSchema,
  announcementIdParams,
  announcementImageCaptionSchema,
  announcementImageField,
  announcementImageFieldsSchema,
  announcementImageParams,
  announcementListQuerySchema,
  announcementSchema,
  centreAnnouncementBodySchema,
  pageEnvelope,
  publishAnnouncementBodySchema,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AdminPrincipal, ManagerPrincipal } from '../../http/principal';
import { access, ok, okPage, route } from '../../http/route-kit';
import { readImageForm } from './image-form';
import { createAnnouncementsService, type Manager, savedMessages } from './service';

const answer = successEnvelope(announcementSchema);

/** The caller as a manager of announcements: an admin every one, a head of centre their centre's. */
const who = (principal: AdminPrincipal | ManagerPrincipal): Manager =>
  principal.role === 'admin'
    ? { kind: 'admin', adminId: principal.adminId }
    : { kind: 'head', managerId: principal.managerId, centreId: principal.centreId };
const adminAccess = access.admin('ANNOUNCEMENT');

/**
 * The same rows for admins (`/admin/announcements`, every centre) and heads of centre
 * (`/super-manager/announcements`, their centre only): `who` names the caller as a manager of them.
 */
function managingRoutes(
  service: ReturnType<typeof createAnnouncementsService>,
  spec: {
    base: string;
    access: typeof adminAccess | typeof access.superManager;
    tag: string;
    /** The operation id of each row from the admin's one. */
    ids: (name: string) => string;
    body: typeof announcementBodySchema | typeof centreAnnouncementBodySchema;
    scope: string;
  },
) {
  const common = { access: spec.access, tag: spec.tag } as const;
  return [
    route({
      ...common,
      method: 'GET',
      path: spec.base,
      operationId: spec.ids('listAnnouncements'),
      summary: `${spec.scope} announcements by status, newest first`,
      query: announcementListQuerySchema,
      response: pageEnvelope(announcementSchema),
      handle: async ({ principal, query }) => {
        const { data, meta } = await service.list(who(principal), query.status, query);
        return okPage(data, meta);
      },
    }),
    route({
      ...common,
      method: 'POST',
      path: spec.base,
      operationId: spec.ids('createAnnouncement'),
      summary: 'Writes a draft announcement',
      body: spec.body,
      status: 201,
      response: answer,
      handle: async ({ principal, body }) =>
        ok(await service.create(who(principal), body), savedMessages.draft),
    }),
    route({
      ...common,
      method: 'GET',
      path: `${spec.base}/:id`,
      operationId: spec.ids('getAnnouncement'),
      summary: 'One announcement with how many parents it reached and how many opened it',
      params: announcementIdParams,
      response: answer,
      handle: async ({ principal, params }) => ok(await service.get(who(principal), params.id)),
    }),
    route({
      ...common,
      method: 'PUT',
      path: `${spec.base}/:id`,
      operationId: spec.ids('updateAnnouncement'),
      summary: 'Changes a draft or scheduled announcement',
      params: announcementIdParams,
      body: spec.body,
      response: answer,
      errors: [409],
      handle: async ({ principal, params, body }) =>
        ok(await service.update(who(principal), params.id, body), savedMessages.saved),
    }),
    route({
      ...common,
      method: 'POST',
      path: `${spec.base}/:id/publish`,
      operationId: spec.ids('publishAnnouncement'),
      summary: 'Publishes a draft or scheduled announcement now, or schedules it for a later time',
      description:
        'Published now, its parents are told by e-mail and push through the job queue; scheduled, a job publishes it within a minute of its time.',
      params: announcementIdParams,
      body: publishAnnouncementBodySchema,
      response: answer,
      errors: [409],
      handle: async ({ principal, params, body, request }) => {
        const { announcement, scheduled } = await service.publish(
          who(principal),
          params.id,
          body.publishAt,
          request.log,
        );
        return ok(announcement, scheduled ? savedMessages.scheduled : savedMessages.published);
      },
    }),
    route({
      ...common,
      method: 'POST',
      path: `${spec.base}/:id/archive`,
      operationId: spec.ids('archiveAnnouncement'),
      summary: 'Archives an announcement: readers no longer see it',
      params: announcementIdParams,
      response: answer,
      errors: [409],
      handle: async ({ principal, params }) =>
        ok(await service.archive(who(principal), params.id), savedMessages.archived),
    }),
    route({
      ...common,
      method: 'POST',
      path: `${spec.base}/:id/images`,
      operationId: spec.ids('addAnnouncementImage'),
      summary:
        'Adds an image (JPEG, PNG or WebP, re-encoded) to a draft or scheduled announcement; five at most',
      params: announcementIdParams,
      multipart: { fields: announcementImageFieldsSchema, files: [announcementImageField] },
      status: 201,
      response: answer,
      errors: [409, 413, 415],
      handle: async ({ principal, params, request }) => {
        const { file, description } = await readImageForm(request);
        return ok(
          await service.addImage(who(principal), params.id, file, description),
          savedMessages.imageAdded,
        );
      },
    }),
    route({
      ...common,
      method: 'PUT',
      path: `${spec.base}/:id/images/:imageId`,
      operationId: spec.ids('captionAnnouncementImage'),
      summary: "Changes the caption of a draft or scheduled announcement's saved image",
      params: announcementImageParams,
      body: announcementImageCaptionSchema,
      response: answer,
      errors: [409],
      handle: async ({ principal, params, body }) =>
        ok(
          await service.captionImage(who(principal), params.id, params.imageId, body.description),
          savedMessages.saved,
        ),
    }),
    route({
      ...common,
      method: 'DELETE',
      path: `${spec.base}/:id/images/:imageId`,
      operationId: spec.ids('removeAnnouncementImage'),
      summary: 'Removes an image of a draft or scheduled announcement',
      params: announcementImageParams,
      response: answer,
      errors: [409],
      handle: async ({ principal, params }) =>
        ok(await service.removeImage(who(principal), params.id, params.imageId), savedMessages.imageRemoved),
    }),
  ];
}

export function announcementsRoutes(ctx: AppContext) {
  const service = createAnnouncementsService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/admin/announcements/centres',
      operationId: 'searchAnnouncementCentres',
      access: adminAccess,
      tag: 'admin',
      summary: "The centres whose names contain the search, for an announcement's audience",
      query: announcementCentreQuerySchema,
      response: successEnvelope(z.array(announcementCentreSchema)),
      handle: async ({ query }) => ok(await service.centres(query.search, query.limit)),
    }),
    ...managingRoutes(service, {
      base: '/api/v2/admin/announcements',
      access: adminAccess,
      tag: 'admin',
      ids: (name) => name,
      body: announcementBodySchema,
      scope: 'Every',
    }),
    ...managingRoutes(service, {
      base: '/api/v2/super-manager/announcements',
      access: access.superManager,
      tag: 'teacher',
      ids: (name) => name.replace('Announcement', 'CentreAnnouncement'),
      body: centreAnnouncementBodySchema,
      scope: "The head of centre's centre's",
    }),
  ];
}
