import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { decimalNumber, decimalText, numberLike } from '../shared/decimal-number-schema';
import { overtimeUnits } from '../shared/enums';
import { maxAmountSen } from '../shared/money';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { pathId } from '../shared/path-ids';
import { chargeBlockShape, overtimeInvoiceStatuses } from './overtime-invoices';
import type { OvertimeUnit } from './overtime-rules';

/**
 * The report's enums live with its schemas, not in `shared/enums.ts`: the web's entry chunk holds
 * that module, and every value added there is fetched by every page (decision 026, decision 041).
 */
export const overtimeItemStatuses = ['UNBILLED', 'PROFORMA', 'INVOICED', 'PAID'] as const;
/** A report is GENERATING until its job has written every item in one transaction. */
export const overtimeReportStatuses = ['GENERATING', 'READY', 'FAILED'] as const;

export const overtimeReportMessages = {
  name: message('overtime.reportName'),
  startDate: message('overtime.startDate'),
  endDate: message('overtime.endDate'),
  endBeforeStart: message('overtime.endBeforeStart'),
  rangeTooLong: message('overtime.rangeTooLong'),
  centerNotFound: message('overtime.centerNotFound'),
  reportNotFound: message('overtime.reportNotFound'),
  itemNotFound: message('overtime.itemNotFound'),
  studentNotFound: message('overtime.studentNotFound'),
  notReady: message('overtime.notReady'),
  durationRequired: message('overtime.durationRequired'),
  durationNumber: message('overtime.durationNumber'),
  duration: message('overtime.durationPositive'),
  durationWhole: message('overtime.durationWhole'),
  rateRequired: message('overtime.rateRequired'),
  rateNumber: message('overtime.rateNumber'),
  rate: message('overtime.rateNotNegative'),
  rateDecimals: message('overtime.rateDecimals'),
  amountNumber: message('overtime.amountNumber'),
  amount: message('overtime.amountNotNegative'),
  leave: 'Are you sure you want to leave? Any unsaved changes will be lost.',
  deleteItem: 'This action cannot be undone. This will permanently delete the overtime record.',
  deleteReportNote: 'Invoices generated from this report are not deleted.',
} as const;

/** The longest range one report covers. */
export const maxOvertimeReportDays = 366;

const reportName = z
  .string({ message: overtimeReportMessages.name })
  .trim()
  .min(1, overtimeReportMessages.name)
  .max(200);
const reportDescription = z.string().trim().max(2000).default('');
/** `POST /admin/overtime/generate-report`: KL days, inclusive; no centre ids means every centre. */
export const generateOvertimeReportSchema = z
  .object({
    name: reportName,
    description: reportDescription,
    startDate: requiredCalendarDate(overtimeReportMessages.startDate),
    endDate: requiredCalendarDate(overtimeReportMessages.endDate),
    centerIds: z.array(z.uuid(overtimeReportMessages.centerNotFound)).max(20_000).default([]),
  })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: overtimeReportMessages.endBeforeStart });
      return;
    }
    const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 + 1;
    if (days > maxOvertimeReportDays) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: overtimeReportMessages.rangeTooLong });
    }
  })
  .meta({
    description: `\`endDate\` is not before \`startDate\`, and the two span at most ${maxOvertimeReportDays} days, both included.`,
  });
export type GenerateOvertimeReport = z.input<typeof generateOvertimeReportSchema>;

/** `PUT /admin/overtime/reports/{id}`: only name and description (spec 3 §2.3). */
export const editOvertimeReportSchema = z.object({ name: reportName, description: reportDescription });
export type EditOvertimeReport = z.input<typeof editOvertimeReportSchema>;

/**
 * What a real charge can be (decision 090): an item lasts at most one day of its unit (1,440
 * minutes or 24 hours; the schema takes the larger, the unit's own bound is `overtimeItemProblem`'s),
 * at most RM 1,000 per unit, and comes to at most RM 1,000,000.
 */
const maxItemDuration = 1440;
const maxItemRate = 1000;
export const maxItemDurationOf: Record<OvertimeUnit, number> = { MINUTE: 1440, HOUR: 24 };
const durationAtMostOf: Record<OvertimeUnit, MessageRef> = {
  MINUTE: message('overtime.durationAtMostMinutes'),
  HOUR: message('overtime.durationAtMostHours'),
};

/**
 * An edited item's bounds that need its unit and its amount (duration × rate, `overtimeAmountSen`):
 * the field to name and its message, or null.
 */
export function overtimeItemProblem(
  unit: OvertimeUnit,
  duration: number,
  amountSen: number,
): { field: 'duration' | 'rate'; message: MessageRef } | null {
  if (duration > maxItemDurationOf[unit]) return { field: 'duration', message: durationAtMostOf[unit] };
  if (amountSen > maxAmountSen) return { field: 'rate', message: message('overtime.amountAtMost') };
  return null;
}
const itemDuration = z
  .number()
  .int(overtimeReportMessages.durationWhole)
  .min(1, overtimeReportMessages.duration)
  .max(maxItemDuration, message('overtime.durationAtMost', { max: maxItemDuration }));
const itemRate = z
  .number()
  .min(0, overtimeReportMessages.rate)
  .max(maxItemRate, message('overtime.rateAtMost', { max: maxItemRate }))
  .refine(
    (value) => Math.abs(Math.round(value * 1e6) - value * 1e6) < 1e-3,
    overtimeReportMessages.rateDecimals,
  );

/** `PUT /admin/overtime/reports/items/{itemId}`: the server recomputes amount = duration × rate. */
export const editOvertimeItemSchema = z.object({
  duration: z
    .union(
      [
        numberLike(itemDuration, overtimeReportMessages.durationRequired),
        decimalText(overtimeReportMessages.durationRequired).min(1, overtimeReportMessages.durationRequired),
      ],
      {
        message: overtimeReportMessages.durationRequired,
      },
    )
    .pipe(decimalNumber(itemDuration, overtimeReportMessages.durationNumber)),
  rate: z
    .union(
      [
        numberLike(itemRate, overtimeReportMessages.rateRequired),
        decimalText(overtimeReportMessages.rateRequired).min(1, overtimeReportMessages.rateRequired),
      ],
      { message: overtimeReportMessages.rateRequired },
    )
    .pipe(decimalNumber(itemRate, overtimeReportMessages.rateNumber))
    .describe('Ringgit with at most 6 decimal places'),
  /** Shown in the form; ignored by the server, which computes it. */
  amount: z
    .number({ message: overtimeReportMessages.amountNumber })
    .min(0, overtimeReportMessages.amount)
    .optional(),
});
export type EditOvertimeItem = z.input<typeof editOvertimeItemSchema>;

export type OvertimeReportStatus = (typeof overtimeReportStatuses)[number];

export const overtimeReportIdParams = z.object({ id: pathId(overtimeReportMessages.reportNotFound) });
export const overtimeItemIdParams = z.object({ itemId: pathId(overtimeReportMessages.itemNotFound) });
export const overtimeReportStudentParams = z.object({
  id: pathId(overtimeReportMessages.reportNotFound),
  childId: pathId(overtimeReportMessages.studentNotFound),
});

export const overtimeReportsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});

/** A report in the list and on its Overall tab (spec 3 §3). Amounts are ringgit. */
export const overtimeReportSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(overtimeReportStatuses),
  /** Why generation failed, in words for the admin; null unless FAILED. */
  failureReason: z.string().nullable(),
  createdByUser: z.object({ email: z.string() }),
  createdAt: z.iso.datetime(),
  _count: z.object({ centers: z.number().int(), students: z.number().int(), items: z.number().int() }),
  totalAmount: z.number(),
});
export type OvertimeReport = z.infer<typeof overtimeReportSchema>;

/** `GET /admin/overtime/reports/{id}/centers`: the Centers tab. */
export const overtimeReportCentersQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const overtimeReportCenterSchema = z.object({
  centerId: z.uuid(),
  centerInfo: z.object({ name: z.string() }),
  totalStudents: z.number().int(),
  totalItems: z.number().int(),
  totalAmount: z.number(),
});
export type OvertimeReportCenter = z.infer<typeof overtimeReportCenterSchema>;

/** `GET /admin/overtime/reports/{id}/students`: the Students tab, paged. */
export const overtimeReportStudentsQuerySchema = z.object({
  centerId: z.uuid(overtimeReportMessages.centerNotFound).optional(),
  search: z.string().trim().max(200).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});
export const overtimeItemStatusSchema = z.enum(overtimeItemStatuses);
export type OvertimeItemStatus = (typeof overtimeItemStatuses)[number];
export const overtimeReportStudentSchema = z.object({
  childId: z.uuid(),
  childInfo: z.object({ name: z.string() }),
  centerId: z.uuid(),
  centerInfo: z.object({ name: z.string() }),
  /** The package of the child's latest charged check-out; null when it had none. */
  packageName: z.string().nullable(),
  /**
   * The least advanced billing status of the child's items: each follows the invoice holding its
   * charge, made from this report or another over the same check-out (decisions 068, 087).
   */
  status: overtimeItemStatusSchema,
  /** The numbers of the issued invoices holding the child's charges in this report, in order. */
  invoiceNumbers: z.array(z.string()),
  numberOfDays: z.number().int(),
  totalItems: z.number().int(),
  totalAmount: z.number(),
});
export type OvertimeReportStudent = z.infer<typeof overtimeReportStudentSchema>;

/** One charged block of one check-out (spec 3 §3); `date` is its Kuala Lumpur day. */
export const overtimeItemSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  duration: z.number().int(),
  unit: z.enum(overtimeUnits),
  /** Ringgit per unit, up to 6 decimals. */
  rate: z.number(),
  amount: z.number(),
  ...chargeBlockShape,
  checkoutId: z.uuid(),
  /** Follows `invoice`: UNBILLED while no live invoice holds the charge. */
  status: overtimeItemStatusSchema,
  /**
   * The live invoice holding this charge (decision 087): the item's own, or one made from another
   * report over the same check-out (`otherReport`); null while it can be invoiced. The number is
   * null on a proforma.
   */
  invoice: z
    .object({
      id: z.uuid(),
      number: z.string().nullable(),
      status: z.enum(overtimeInvoiceStatuses),
      otherReport: z.boolean(),
    })
    .nullable(),
});
export type OvertimeItem = z.infer<typeof overtimeItemSchema>;

/** `GET /admin/overtime/reports/{id}/students/{childId}`: the side sheet 'Overtime Details - {child name}'. */
export const overtimeStudentItemsSchema = z.object({
  childId: z.uuid(),
  childInfo: z.object({ name: z.string() }),
  items: z.array(overtimeItemSchema),
});
export type OvertimeStudentItems = z.infer<typeof overtimeStudentItemsSchema>;

/** The CSV export's columns, in order (one row per item). */
export const overtimeCsvColumns = [
  'Center',
  'Student',
  'Package',
  'Date',
  'Start Time',
  'End Time',
  'Duration',
  'Unit',
  'Rate (RM per unit)',
  'Amount (RM)',
] as const;
