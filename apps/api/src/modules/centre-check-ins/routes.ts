import {
  centreStudentSchema,
  checkInCreatedSchema,
  checkInFieldsSchema,
  checkInHistoryPageSchema,
  checkInHistoryQuerySchema,
  errorEnvelopeSchema,
  successEnvelope,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { readMultipartForm } from './multipart-form';
import { createCentreCheckInsService } from './service';

export async function centreCheckInsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createCentreCheckInsService(ctx);
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const params = z.object({ id: z.string() });

  app.get('/api/v2/center/students', {
    config: { access: access.teacher },
    schema: {
      tags: ['teacher'],
      summary: "The teacher's centre's active children, each with the newest check-in",
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(z.array(centreStudentSchema)), ...guarded },
    },
    handler: async (request) =>
      ok(await service.listStudents(principalOf(request, 'teacher', 'super manager'))),
  });

  app.get('/api/v2/center/students/:id/check-in', {
    config: { access: access.teacher },
    schema: {
      tags: ['teacher'],
      summary: "A student's check-in history by Kuala Lumpur day; page and limit count days",
      security: [{ bearer: [] }],
      params,
      querystring: checkInHistoryQuerySchema,
      response: {
        200: checkInHistoryPageSchema,
        400: errorEnvelopeSchema,
        ...guarded,
        404: errorEnvelopeSchema,
      },
    },
    handler: async (request) => {
      const principal = principalOf(request, 'teacher', 'super manager');
      const history = await service.history(principal, request.params.id, request.query);
      return { success: true as const, ...history };
    },
  });

  app.post('/api/v2/center/students/:id/check-in', {
    config: { access: access.teacher },
    schema: {
      tags: ['teacher'],
      summary:
        'Records a check-in or check-out (multipart: temperature, status, note, schoolPackage, timestamp, image)',
      consumes: ['multipart/form-data'],
      security: [{ bearer: [] }],
      params,
      response: {
        201: successEnvelope(checkInCreatedSchema),
        400: errorEnvelopeSchema,
        ...guarded,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
        413: errorEnvelopeSchema,
        415: errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request, 'teacher', 'super manager');
      const form = await readMultipartForm(request, 'image');
      const parsed = checkInFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          'VALIDATION_FAILED',
          issue?.message ?? 'The form is not valid.',
          issue?.path.join('.'),
        );
      }
      if (!form.file) throw new AppError('VALIDATION_FAILED', 'A photo is required.', 'image');
      const created = await service.record(principal, request.params.id, parsed.data, form.file);
      return reply
        .status(201)
        .send(
          ok(created, created.status === 'CHECKIN' ? 'Checked in successfully' : 'Checked out successfully'),
        );
    },
  });
}
