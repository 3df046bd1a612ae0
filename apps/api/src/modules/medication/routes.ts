import {
  careDayQuerySchema,
  centreMedicationDaySchema,
  childMedicationSchema,
  doseCorrectionSchema,
  doseParams,
  doseRequestSchema,
  doseVersionsSchema,
  medicationAuthorisationSchema,
  medicationAuthorisationsSchema,
  medicationChildParams,
  medicationDeclineSchema,
  medicationDoseSchema,
  medicationMessages,
  medicationParams,
  medicationPhotoField,
  medicationRequestSchema,
  message,
  successEnvelope,
  uploadedLabelPhotoSchema,
} from '@cic/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { readOnePhoto } from '../../http/multipart-form';
import {
  access,
  changeRoute,
  headOfCentreAudience,
  ok,
  parentAudience,
  route,
  staffAudience,
} from '../../http/route-kit';
import { createMedicationService, type MedicationService } from './service';

/** Parents: their own children's medicines, asked with a photo of the label. */
function parentRoutes(service: MedicationService) {
  return [
    route({
      ...parentAudience,
      method: 'POST',
      path: '/api/v2/parent/medication/photos',
      operationId: 'uploadMedicineLabelPhoto',
      summary:
        "A photo of a medicine's label (JPEG, PNG or WebP, re-encoded without its metadata); its id goes in the request's `labelPhotoId`",
      multipart: { fields: z.object({}), files: [medicationPhotoField] },
      status: 201,
      response: successEnvelope(uploadedLabelPhotoSchema),
      errors: [413, 415],
      handle: async ({ principal, request }) => {
        const file = await readOnePhoto(request, medicationPhotoField, {
          tooManyFiles: medicationMessages.photoType,
          notAPhoto: medicationMessages.photoType,
        });
        return ok(await service.uploadLabelPhoto(principal.parentId, file));
      },
    }),
    changeRoute({
      ...parentAudience,
      method: 'POST',
      path: '/api/v2/parent/children/:childId/medication',
      operationId: 'authoriseMedicine',
      summary: "Authorises a medicine for the parent's child; it is given once the head of centre accepts it",
      params: medicationChildParams,
      body: medicationRequestSchema,
      status: 201,
      data: medicationAuthorisationSchema,
      errors: [404],
      done: message('success.medicationRequested'),
      change: ({ principal, params, body }) => service.authorise(principal.parentId, params.childId, body),
    }),
    route({
      ...parentAudience,
      method: 'GET',
      path: '/api/v2/parent/children/:childId/medication',
      operationId: 'listChildMedication',
      summary: "The parent's child's medicines, latest first, with their answers",
      params: medicationChildParams,
      response: successEnvelope(medicationAuthorisationsSchema),
      handle: async ({ principal, params }) =>
        ok(await service.listForParent(principal.parentId, params.childId)),
    }),
    changeRoute({
      ...parentAudience,
      method: 'POST',
      path: '/api/v2/parent/medication/:authorisationId/withdraw',
      operationId: 'withdrawMedicine',
      summary: 'Withdraws a medicine: nothing more is given; the doses recorded stay',
      params: medicationParams,
      status: 200,
      data: medicationAuthorisationSchema,
      errors: [409],
      done: message('success.medicationWithdrawn'),
      change: ({ principal, params }) => service.withdraw(principal.parentId, params.authorisationId),
    }),
  ];
}

/** Teachers and heads of centre: today's doses; heads of centre answer the requests. */
function staffRoutes(service: MedicationService) {
  return [
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/medication',
      operationId: 'getCentreMedicationDay',
      summary:
        "Today's doses due at the centre (overdue 30 minutes after their time) and the medicines waiting for an answer",
      response: successEnvelope(centreMedicationDaySchema),
      handle: async ({ principal }) => ok(await service.centreDay(principal)),
    }),
    changeRoute({
      ...headOfCentreAudience,
      method: 'POST',
      path: '/api/v2/center/medication/:authorisationId/accept',
      operationId: 'acceptMedicine',
      summary: 'The head of centre accepts a medicine: its doses may be given',
      params: medicationParams,
      status: 200,
      data: medicationAuthorisationSchema,
      errors: [409],
      done: message('success.medicationAccepted'),
      change: ({ principal, params, request }) =>
        service.accept(principal, params.authorisationId, request.log),
    }),
    changeRoute({
      ...headOfCentreAudience,
      method: 'POST',
      path: '/api/v2/center/medication/:authorisationId/decline',
      operationId: 'declineMedicine',
      summary: 'The head of centre declines a medicine, saying why',
      params: medicationParams,
      body: medicationDeclineSchema,
      status: 200,
      data: medicationAuthorisationSchema,
      errors: [409],
      done: message('success.medicationDeclined'),
      change: ({ principal, params, body }) => service.decline(principal, params.authorisationId, body),
    }),
    changeRoute({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/medication/:authorisationId/doses',
      operationId: 'recordDose',
      summary:
        'Records a dose of an accepted medicine, given or not: once per clock time and day, or when needed',
      params: medicationParams,
      body: doseRequestSchema,
      status: 201,
      data: medicationDoseSchema,
      errors: [409],
      done: message('success.doseRecorded'),
      change: ({ principal, params, body }) => service.recordDose(principal, params.authorisationId, body),
    }),
    changeRoute({
      ...staffAudience,
      method: 'POST',
      path: '/api/v2/center/medication/doses/:doseId/corrections',
      operationId: 'correctDose',
      summary:
        "Corrects a dose's record with a reason: a new version, the earlier kept with who, when and why",
      params: doseParams,
      body: doseCorrectionSchema,
      status: 201,
      data: medicationDoseSchema,
      done: message('success.doseCorrected'),
      change: ({ principal, params, body }) => service.correctDose(principal, params.doseId, body),
    }),
    route({
      ...staffAudience,
      method: 'GET',
      path: '/api/v2/center/medication/doses/:doseId/versions',
      operationId: 'listDoseVersions',
      summary: "A dose record's versions, oldest first, with who recorded each, when and why",
      params: doseParams,
      response: successEnvelope(doseVersionsSchema),
      handle: async ({ principal, params }) => ok(await service.doseVersions(principal, params.doseId)),
    }),
  ];
}

export function medicationRoutes(ctx: AppContext) {
  const service = createMedicationService(ctx);
  return [
    ...parentRoutes(service),
    ...staffRoutes(service),
    route({
      access: access.admin('CARE'),
      tag: 'admin',
      method: 'GET',
      path: '/api/v2/admin/children/:childId/medication',
      operationId: 'getAdminChildMedication',
      summary: "Any child's medicines and a day's doses; each read is written to the audit log",
      params: medicationChildParams,
      query: careDayQuerySchema,
      response: successEnvelope(childMedicationSchema),
      handle: async ({ principal, params, query }) =>
        ok(await service.forAdmin(principal, params.childId, query.date)),
    }),
  ];
}
