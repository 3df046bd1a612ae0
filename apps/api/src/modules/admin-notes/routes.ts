import {
  dayQuerySchema,
  errorEnvelopeSchema,
  noteBodySchema,
  noteSchema,
  successEnvelope,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createAdminNotesService } from './service';

export async function adminNotesRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createAdminNotesService(ctx);
  const checkins = access.admin('CHECKIN');
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  const centreParams = z.object({ centerId: z.string() });
  const noteParams = z.object({ centerId: z.string(), noteId: z.string() });
  const tags = ['admin notes'];
  const security = [{ bearer: [] }];
  const admin = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'admin');

  app.get('/api/v2/admin/checkin/center/:centerId/notes', {
    config: { access: checkins },
    schema: {
      tags,
      summary: "A centre's notes of a Kuala Lumpur day (default today), oldest first",
      security,
      params: centreParams,
      querystring: dayQuerySchema,
      response: { 200: successEnvelope(z.array(noteSchema)), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request) => ok(await service.list(request.params.centerId, request.query.date)),
  });

  app.post('/api/v2/admin/checkin/center/:centerId/notes', {
    config: { access: checkins },
    schema: {
      tags,
      summary: "Adds a note to a centre's day; the caller is its author",
      security,
      params: centreParams,
      body: noteBodySchema,
      response: { 201: successEnvelope(noteSchema), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request, reply) => {
      const note = await service.create(admin(request), request.params.centerId, request.body);
      return reply.status(201).send(ok(note, 'Note created successfully'));
    },
  });

  app.put('/api/v2/admin/checkin/center/:centerId/notes/:noteId', {
    config: { access: checkins },
    schema: {
      tags,
      summary: "Changes a note's text and day",
      security,
      params: noteParams,
      body: noteBodySchema,
      response: { 200: successEnvelope(noteSchema), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request) => {
      const { centerId, noteId } = request.params;
      return ok(
        await service.update(admin(request), centerId, noteId, request.body),
        'Note updated successfully',
      );
    },
  });

  app.delete('/api/v2/admin/checkin/center/:centerId/notes/:noteId', {
    config: { access: checkins },
    schema: {
      tags,
      summary: 'Deletes a note',
      security,
      params: noteParams,
      response: { 200: successEnvelope(z.null()), ...guarded },
    },
    handler: async (request) => {
      await service.remove(admin(request), request.params.centerId, request.params.noteId);
      return ok(null, 'Note deleted successfully');
    },
  });
}
