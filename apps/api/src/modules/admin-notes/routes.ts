import {
  centreParamsSchema,
  message,
  noteBodySchema,
  noteSchema,
  pathId,
  successEnvelope,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, route } from '../../http/route-kit';
import { centreDayRoute } from '../../shared/centre-day-route';
import { createAdminNotesService } from './service';

const noteParams = centreParamsSchema.extend({ noteId: pathId(message('admin.noteNotFound')) });
const tag = 'admin notes';
const checkins = access.admin('CHECKIN');

export function adminNotesRoutes(ctx: AppContext) {
  const service = createAdminNotesService(ctx);
  return [
    centreDayRoute({
      path: '/api/v2/admin/checkin/center/:centerId/notes',
      operationId: 'listCentreNotes',
      tag,
      summary: "A centre's notes of a Kuala Lumpur day (default today), oldest first",
      data: z.array(noteSchema),
      read: service.list,
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/admin/checkin/center/:centerId/notes',
      operationId: 'addCentreNote',
      access: checkins,
      tag,
      summary: "Adds a note to a centre's day; the caller is its author",
      params: centreParamsSchema,
      body: noteBodySchema,
      status: 201,
      data: noteSchema,
      done: message('success.noteCreated'),
      change: ({ principal, params, body }) => service.create(principal, params.centerId, body),
    }),
    changeRoute({
      method: 'PUT',
      path: '/api/v2/admin/checkin/center/:centerId/notes/:noteId',
      operationId: 'updateCentreNote',
      access: checkins,
      tag,
      summary: "Changes a note's text and day",
      params: noteParams,
      body: noteBodySchema,
      data: noteSchema,
      done: message('success.noteUpdated'),
      change: ({ principal, params, body }) =>
        service.update(principal, params.centerId, params.noteId, body),
    }),
    route({
      method: 'DELETE',
      path: '/api/v2/admin/checkin/center/:centerId/notes/:noteId',
      operationId: 'deleteCentreNote',
      access: checkins,
      tag,
      summary: 'Deletes a note',
      params: noteParams,
      response: successEnvelope(z.null()),
      handle: async ({ principal, params }) => {
        await service.remove(principal, params.centerId, params.noteId);
        return ok(null, message('success.noteDeleted'));
      },
    }),
  ];
}
