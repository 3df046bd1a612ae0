import { z } from 'zod';
import type { DocumentKey } from '../messages/document-text';
import { message } from '../messages/message-key';
import { pageMetaSchema } from '../shared/api-envelope';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { type AgeingBucket, ageingBuckets } from './ageing';
import { ageingPositionSchema } from './ageing-position';

/**
 * The admin's ageing of what families owe (issue 41, decision 098): each family's (or lone
 * child's) balances of issued and part-paid invoices at a centre, by days past the due date
 * (`ageingBucket`). Money is integer sen on the wire, as on the invoices.
 */
export const ageingMessages = { bucket: message('billing.ageingBucket') } as const;

const sen = z.number().int();
const centreSchema = z.object({ id: z.uuid(), name: z.string() });

/** What is owed in each bucket, in sen: one key per bucket of `ageingBuckets`. */
export const ageingBucketsSenSchema = z.object({
  CURRENT: sen,
  DAYS_1_30: sen,
  DAYS_31_60: sen,
  DAYS_61_90: sen,
  OVER_90: sen,
} satisfies Record<AgeingBucket, typeof sen>);
export type AgeingBucketsSen = z.infer<typeof ageingBucketsSenSchema>;

/** The filters of the list, its summary and its CSV. */
const ageingFilters = {
  centerId: z.uuid(message('overtime.centerNotFound')).optional(),
  search: z.string().trim().max(200).optional().describe("Part of the family's name or a child's name"),
  bucket: z
    .enum(ageingBuckets, { error: ageingMessages.bucket })
    .optional()
    .describe('Only families owing something in this bucket (their row still shows every bucket)'),
  asOf: calendarDateSchema
    .optional()
    .describe(
      "The Kuala Lumpur day the balances are aged at; today when left out. Today's balances are aged: past payments are not undone",
    ),
};

/**
 * `GET /admin/billing/ageing`: a page of families by what they owe, the most first. Next and
 * Previous read the page after the last row's `position` or before the first's (decision 104);
 * `page` then only numbers it. A page without either is read by counting rows to it.
 */
export const ageingQuerySchema = z.object({
  ...ageingFilters,
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
  after: ageingPositionSchema.optional().describe("The page after this row's position"),
  before: ageingPositionSchema.optional().describe("The page before this row's position"),
});
export type AgeingQuery = z.input<typeof ageingQuerySchema>;
/** The list's query as the API reads it: defaults filled, places decoded. */
export type AgeingListRequest = z.output<typeof ageingQuerySchema>;

/** `GET /admin/billing/ageing/export`: every row the list's filters match, as CSV. */
export const ageingExportQuerySchema = z.object(ageingFilters);
export type AgeingFilterRequest = z.output<typeof ageingExportQuerySchema>;
/**
 * `GET /admin/billing/ageing/summary`: the totals of the rows the list's filters match, and a page
 * of the centres' (a network has thousands of centres).
 */
export const ageingSummaryQuerySchema = z.object({
  ...ageingFilters,
  page: pageNumberSchema.describe("The page of the centres' totals"),
  limit: pageLimitSchema(20),
});
export type AgeingSummaryRequest = z.output<typeof ageingSummaryQuerySchema>;

/**
 * What one family owes at one centre; a child with no family is a row of its own (its invoices
 * hold its lines alone).
 */
export const ageingRowSchema = z.object({
  /** The family (its statement of account is read by this id); null for a child with no family. */
  familyId: z.uuid().nullable(),
  /** What the family is called after ('Tan'), worded when shown; null for a child with no family. */
  familyNamedAfter: z.string().nullable(),
  /** The children named on the owed invoices' lines, as invoiced, by name. */
  childNames: z.array(z.string()),
  centre: centreSchema,
  buckets: ageingBucketsSenSchema,
  totalSen: sen,
  /** The earliest due date of the owed invoices. */
  oldestDueDate: z.string(),
  /** How many invoices still owe something. */
  invoices: z.number().int(),
  /** The row's place in the list: the query's `after` (or `before`) reads the page after (before) it. */
  position: z.string(),
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;

const ageingTotalsSchema = z.object({ buckets: ageingBucketsSenSchema, totalSen: sen });

export const ageingSummarySchema = z.object({
  /** The Kuala Lumpur day the balances were aged at. */
  asOf: z.string(),
  totals: ageingTotalsSchema,
  /** A page of the centres with something owed, by name. */
  centres: z.array(ageingTotalsSchema.extend({ centre: centreSchema })),
  /** Which page of the centres, and how many centres owe something in all. */
  centresPage: pageMetaSchema,
});
export type AgeingSummary = z.infer<typeof ageingSummarySchema>;

/** Each bucket's CSV heading (its name, in ringgit), worded in the reader's language. */
export const ageingBucketCsvColumns = {
  CURRENT: 'ageingCurrent',
  DAYS_1_30: 'ageingDays1To30',
  DAYS_31_60: 'ageingDays31To60',
  DAYS_61_90: 'ageingDays61To90',
  OVER_90: 'ageingOver90',
} as const satisfies Record<AgeingBucket, DocumentKey>;

/** The CSV export's columns, in order (one row per family and centre), as keys. */
export const ageingCsvColumns = [
  'ageingCentre',
  'ageingFamily',
  'ageingChildren',
  ...ageingBuckets.map((bucket) => ageingBucketCsvColumns[bucket]),
  'ageingTotal',
  'ageingOldestDueDate',
  'ageingInvoices',
] as const satisfies readonly DocumentKey[];
