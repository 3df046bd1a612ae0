import {
  calendarDaySchema,
  centreDayRowSchema,
  centreListQuerySchema,
  centreViewSchema,
  checkInDetailSchema,
  dayQuerySchema,
  errorEnvelopeSchema,
  successEnvelope,
} from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { createAdminCheckInsService } from './service';

export async function adminCheckInsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createAdminCheckInsService(ctx);
  const checkins = access.admin('CHECKIN');
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const centreParams = z.object({ centerId: z.string() });
  const tags = ['admin check-ins'];
  const security = [{ bearer: [] }];

  app.get('/api/v2/admin/checkin/center', {
    config: { access: checkins },
    schema: {
      tags,
      summary:
        "Every centre with its attendance figures for a Kuala Lumpur day (default today), sorted (default registerStatus descending, then name; '-' values last)",
      security,
      querystring: centreListQuerySchema,
      response: { 200: successEnvelope(z.array(centreDayRowSchema)), 400: errorEnvelopeSchema, ...guarded },
    },
    handler: async (request) => ok(await service.centreList(request.query)),
  });

  app.get('/api/v2/admin/checkin/center/:centerId', {
    config: { access: checkins },
    schema: {
      tags,
      summary: "A centre's day: the centre and its password, metrics, managers and students",
      security,
      params: centreParams,
      querystring: dayQuerySchema,
      response: {
        200: successEnvelope(centreViewSchema),
        400: errorEnvelopeSchema,
        ...guarded,
        404: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ok(await service.centreView(request.params.centerId, request.query.date)),
  });

  app.get('/api/v2/admin/checkin/center/:centerId/calendar', {
    config: { access: checkins },
    schema: {
      tags,
      summary:
        'Every day of the month of `date` (default today) with its figures and latest note; days after today are marked future and carry no counts',
      security,
      params: centreParams,
      querystring: dayQuerySchema,
      response: {
        200: successEnvelope(z.array(calendarDaySchema)),
        400: errorEnvelopeSchema,
        ...guarded,
        404: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ok(await service.calendar(request.params.centerId, request.query.date)),
  });

  app.get('/api/v2/admin/checkin/:id', {
    config: { access: checkins },
    schema: {
      tags,
      summary: 'One check-in or check-out with its photo link, child, centre, recorder and package',
      security,
      params: z.object({ id: z.string() }),
      response: { 200: successEnvelope(checkInDetailSchema), ...guarded, 404: errorEnvelopeSchema },
    },
    handler: async (request) => ok(await service.checkIn(request.params.id)),
  });
}
