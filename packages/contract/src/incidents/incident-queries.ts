import { z } from 'zod';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { centreIdParam, pathId } from '../shared/path-ids';
import { incidentKinds, incidentMessages } from './incident-report';

/** `…/incidents/{incidentId}…`. */
export const incidentParams = z.object({ incidentId: pathId(incidentMessages.notFound) });
/** `/center/students/{childId}/incidents`. */
export const incidentChildParams = z.object({ childId: pathId(incidentMessages.childNotFound) });

/** The head of centre's list: reports not completed yet, or not acknowledged by a parent yet. */
export const incidentListFilters = ['OPEN', 'UNACKNOWLEDGED'] as const;
export type IncidentListFilter = (typeof incidentListFilters)[number];
export const centreIncidentQuerySchema = z.object({
  filter: z.enum(incidentListFilters, { message: incidentMessages.status }).default('OPEN'),
});

const adminFilters = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  kind: z.enum(incidentKinds, { message: incidentMessages.kind }).optional(),
  centreId: centreIdParam.optional(),
});
const inOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const periodRefusal = { message: incidentMessages.period, path: ['to'] };

/**
 * `GET /admin/incidents/csv`: reports that happened from a Kuala Lumpur day to a day (this month
 * so far by default), of one kind and at one centre when given.
 */
export const adminIncidentQuerySchema = adminFilters.refine(inOrder, periodRefusal);
export type AdminIncidentQuery = z.infer<typeof adminIncidentQuerySchema>;

/** `GET /admin/incidents`: the same filters, a page at a time. */
export const adminIncidentPageQuerySchema = adminFilters
  .extend({ page: pageNumberSchema, limit: pageLimitSchema(50) })
  .refine(inOrder, periodRefusal);
export type AdminIncidentPageQuery = z.infer<typeof adminIncidentPageQuerySchema>;
