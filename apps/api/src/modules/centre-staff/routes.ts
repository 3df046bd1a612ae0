import {
  centreManagerSchema,
  centreSettingsSchema,
  errorEnvelopeSchema,
  successEnvelope,
  teacherNameBodySchema,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { principalOf } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createCentreStaffService } from './service';

export async function centreStaffRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createCentreStaffService(ctx);
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const params = z.object({ managerId: z.string() });
  const headOfCentre = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'super manager');

  // Runs after the bearer token is resolved (the root hook), before the body is validated.
  app.addHook('onRequest', async () => service.assertTeacherManagementOn());

  app.get('/api/v2/super-manager/permission', {
    config: { access: access.superManager },
    schema: {
      tags: ['head of centre'],
      summary: "The centre's current teachers, heads of centre first",
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(z.array(centreManagerSchema)), ...guarded },
    },
    handler: async (request) => ok(await service.listTeachers(headOfCentre(request))),
  });

  app.post('/api/v2/super-manager/permission', {
    config: { access: access.superManager },
    schema: {
      tags: ['head of centre'],
      summary: 'Adds a teacher',
      security: [{ bearer: [] }],
      body: teacherNameBodySchema,
      response: {
        201: successEnvelope(centreManagerSchema),
        400: errorEnvelopeSchema,
        ...guarded,
        409: errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const teacher = await service.addTeacher(headOfCentre(request), request.body.name);
      return reply.status(201).send(ok(teacher, 'Teacher added'));
    },
  });

  app.put('/api/v2/super-manager/permission/:managerId', {
    config: { access: access.superManager },
    schema: {
      tags: ['head of centre'],
      summary: 'Renames a teacher',
      security: [{ bearer: [] }],
      params,
      body: teacherNameBodySchema,
      response: {
        200: successEnvelope(centreManagerSchema),
        400: errorEnvelopeSchema,
        ...guarded,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    handler: async (request) =>
      ok(
        await service.renameTeacher(headOfCentre(request), request.params.managerId, request.body.name),
        'Teacher updated',
      ),
  });

  app.delete('/api/v2/super-manager/permission/:managerId', {
    config: { access: access.superManager },
    schema: {
      tags: ['head of centre'],
      summary: 'Deletes a teacher and signs them out',
      security: [{ bearer: [] }],
      params,
      response: { 200: successEnvelope(z.null()), ...guarded, 404: errorEnvelopeSchema },
    },
    handler: async (request) => {
      await service.deleteTeacher(headOfCentre(request), request.params.managerId);
      return ok(null, 'Teacher deleted');
    },
  });

  app.get('/api/v2/super-manager/settings', {
    config: { access: access.superManager },
    schema: {
      tags: ['head of centre'],
      summary: 'The centre password and access link',
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(centreSettingsSchema), ...guarded, 404: errorEnvelopeSchema },
    },
    handler: async (request) => ok(await service.settings(headOfCentre(request))),
  });

  app.post('/api/v2/super-manager/settings/center-password', {
    config: { access: access.superManager },
    schema: {
      tags: ['head of centre'],
      summary: 'Generates a new centre password and signs every other teacher of the centre out',
      security: [{ bearer: [] }],
      response: { 200: successEnvelope(centreSettingsSchema), ...guarded, 404: errorEnvelopeSchema },
    },
    handler: async (request) =>
      ok(await service.newCentrePassword(headOfCentre(request)), 'A new center password was generated'),
  });
}
