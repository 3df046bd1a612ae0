import { z } from 'zod';
import { carePhotoSchema } from '../care/care-answers';
import { incidentFieldsSchema, incidentKinds, incidentStatuses } from './incident-report';

const namedSchema = z.object({ id: z.uuid(), name: z.string() });

/** A parent's acknowledgement: who read the report, when, and which version they read. */
export const incidentAcknowledgementSchema = z.object({
  parentName: z.string(),
  at: z.string(),
  version: z.number().int(),
});
export type IncidentAcknowledgement = z.infer<typeof incidentAcknowledgementSchema>;

/** The head of centre's review: the note (action taken), who wrote it and when. */
export const incidentReviewAnswerSchema = z.object({ note: z.string(), at: z.string(), by: namedSchema });

/** One report as its current version says it. Instants are ISO strings. */
export const incidentSchema = z.object({
  id: z.uuid(),
  child: namedSchema,
  centre: namedSchema,
  status: z.enum(incidentStatuses),
  report: incidentFieldsSchema,
  photos: z.array(carePhotoSchema),
  filedAt: z.string(),
  filedBy: namedSchema,
  /** 1 when filed; each correction adds one, the earlier versions kept. */
  version: z.number().int(),
  recordedAt: z.string(),
  recordedBy: namedSchema,
  /** Why the current version replaced the one before; null for the first. */
  reason: z.string().nullable(),
  review: incidentReviewAnswerSchema.nullable(),
  acknowledgements: z.array(incidentAcknowledgementSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

/** A line of a list of reports. */
export const incidentSummarySchema = z.object({
  id: z.uuid(),
  child: namedSchema,
  centre: namedSchema,
  kind: z.enum(incidentKinds),
  occurredAt: z.string(),
  place: z.string(),
  status: z.enum(incidentStatuses),
  filedAt: z.string(),
  /** The first parent's acknowledgement, if any. */
  acknowledgedAt: z.string().nullable(),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;
export const incidentSummariesSchema = z.array(incidentSummarySchema);

/** One version of a report: who recorded it, when and why (null for the first). */
export const incidentVersionSchema = z.object({
  version: z.number().int(),
  report: incidentFieldsSchema,
  recordedAt: z.string(),
  recordedBy: namedSchema,
  reason: z.string().nullable(),
});
export type IncidentVersion = z.infer<typeof incidentVersionSchema>;
export const incidentVersionsSchema = z.array(incidentVersionSchema);

/** `PUT /parent/incidents/{incidentId}/acknowledgement`: when this parent acknowledged it. */
export const acknowledgedIncidentSchema = z.object({ at: z.string() });
