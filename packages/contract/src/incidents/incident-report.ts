import { z } from 'zod';
import { careInstantSchema } from '../care/care-entry';
import { type MessageRef, message } from '../messages/message-key';
import { readableText } from '../shared/readable-text';

/**
 * An incident report (issue 44, decision 124): an accident (the child was hurt), an incident
 * (something happened that the parents must know: a bite, a fight, a child who went missing
 * for a moment) or an illness (a fever, vomiting) that began at the centre.
 */
export const incidentKinds = ['ACCIDENT', 'INCIDENT', 'ILLNESS'] as const;
export type IncidentKind = (typeof incidentKinds)[number];

/** Filed by a teacher, completed by the head of centre with a review note. */
export const incidentStatuses = ['FILED', 'COMPLETED'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

/** The body parts a teacher ticks, front to back and head to toe. */
export const incidentBodyParts = [
  'HEAD',
  'FACE',
  'EYE',
  'EAR',
  'MOUTH',
  'NECK',
  'SHOULDER',
  'ARM',
  'HAND',
  'CHEST',
  'STOMACH',
  'BACK',
  'BOTTOM',
  'LEG',
  'KNEE',
  'FOOT',
] as const;
export type IncidentBodyPart = (typeof incidentBodyParts)[number];

export const maxIncidentPlace = 200;
export const maxIncidentText = 2000;
export const maxIncidentWitnesses = 500;
export const maxIncidentPhotos = 3;
export const maxIncidentReason = 500;

export const incidentMessages = {
  child: message('incidents.child'),
  occurredAt: message('incidents.occurredAt'),
  occurredInFuture: message('incidents.occurredInFuture'),
  place: message('incidents.place'),
  kind: message('incidents.kind'),
  whatHappened: message('incidents.whatHappened'),
  bodyPart: message('incidents.bodyPart'),
  firstAid: message('incidents.firstAid'),
  photos: message('incidents.photos', { max: maxIncidentPhotos }),
  photoNotFound: message('incidents.photoNotFound'),
  reason: message('incidents.reason'),
  reviewNote: message('incidents.reviewNote'),
  notFound: message('incidents.notFound'),
  childNotFound: message('incidents.childNotFound'),
  completed: message('incidents.completed'),
  status: message('incidents.status'),
  period: message('incidents.period'),
} as const;

const text = (max: number, required: MessageRef) =>
  readableText(
    z
      .string({ message: required })
      .trim()
      .min(1, required)
      .max(max, message('common.atMostCharacters', { max })),
    { min: 1, message: required },
  );
const optionalText = (max: number) =>
  readableText(z.string().trim().max(max, message('common.atMostCharacters', { max }))).optional();

/** What a report says, as filed and as each correction restates it. */
export const incidentFieldsSchema = z.object({
  kind: z.enum(incidentKinds, { message: incidentMessages.kind }),
  /** When it happened (an instant; shown in Kuala Lumpur time). */
  occurredAt: careInstantSchema.describe('When it happened'),
  /** Where: 'the playground slide', 'classroom 2'. */
  place: text(maxIncidentPlace, incidentMessages.place),
  whatHappened: text(maxIncidentText, incidentMessages.whatHappened),
  /** The injury or symptoms seen; empty when none. */
  injury: optionalText(maxIncidentText),
  bodyParts: z
    .array(z.enum(incidentBodyParts, { message: incidentMessages.bodyPart }), {
      message: incidentMessages.bodyPart,
    })
    .max(incidentBodyParts.length, incidentMessages.bodyPart)
    .default([]),
  firstAid: text(maxIncidentText, incidentMessages.firstAid),
  /** Who saw it, by name. */
  witnesses: optionalText(maxIncidentWitnesses),
  /** Photos uploaded first (`POST /center/care/photos`), named by their ids. */
  photoIds: z
    .array(z.uuid({ error: incidentMessages.photoNotFound }), { message: incidentMessages.photoNotFound })
    .max(maxIncidentPhotos, incidentMessages.photos)
    .default([]),
});
export type IncidentFields = z.infer<typeof incidentFieldsSchema>;
export type IncidentFieldsInput = z.input<typeof incidentFieldsSchema>;

/** `POST /center/incidents`: a report about one child of the signed-in centre. */
export const incidentReportSchema = incidentFieldsSchema.extend({
  childId: z.uuid({ error: incidentMessages.child }),
});
export type IncidentReport = z.infer<typeof incidentReportSchema>;
export type IncidentReportInput = z.input<typeof incidentReportSchema>;

/** `POST /center/incidents/{incidentId}/corrections`: the report anew with why; a new version. */
export const incidentCorrectionSchema = incidentFieldsSchema.extend({
  reason: text(maxIncidentReason, incidentMessages.reason),
});
export type IncidentCorrection = z.infer<typeof incidentCorrectionSchema>;
export type IncidentCorrectionInput = z.input<typeof incidentCorrectionSchema>;

/** `POST /center/incidents/{incidentId}/completion`: the head of centre's review and action taken. */
export const incidentReviewSchema = z.object({
  note: text(maxIncidentText, incidentMessages.reviewNote),
});
export type IncidentReview = z.infer<typeof incidentReviewSchema>;
