import { z } from 'zod';
import { message } from '../messages/message-key';
import { pageMetaSchema } from '../shared/api-envelope';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { centreTypes, checkInStatuses } from '../shared/enums';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { centreIdParam } from '../shared/path-ids';
import { readableText } from '../shared/readable-text';
import { careTypeSchema } from '../staff-attendance/ratio-rules';
import { confirmPasswordDescription, withConfirmedPassword } from './admin-auth';
import { centreListSortFields } from './centre-list-sort';

/**
 * `GET /admin/checkin/center`: a page of the centres (default 50, at most 100), searched by name
 * and sorted on the server; default sort registerStatus descending (spec 2 §2.9).
 */
export const centreListQuerySchema = z.object({
  date: calendarDateSchema.optional(),
  search: z.string().trim().max(200).optional().describe('Part of the centre name, any case'),
  sortField: z.enum(centreListSortFields).default('registerStatus'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  /** Only the centres with fewer staff clocked in than their children need (issue 45). */
  outOfRatio: z.enum(['true', 'false'], { error: message('common.mustBeTrueOrFalse') }).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(50),
});
export type CentreListQuery = z.input<typeof centreListQuerySchema>;

export const centreDayRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(centreTypes),
  registerStatus: z.boolean(),
  totalStudents: z.number().int(),
  checkins: z.number().int(),
  checkouts: z.number().int(),
  absentees: z.number().int(),
  /** Absentees a parent reported (decision 078), and the rest. */
  reportedAbsences: z.number().int(),
  unexplainedAbsences: z.number().int(),
  attendancePercentage: z.number().nullable(),
  complianceUsage: z.number().nullable(),
  /** Staff clocked in and staff the children checked in need, as kept for the day (live today, decision 131). */
  staffPresent: z.number().int(),
  staffNeeded: z.number().int(),
  outOfRatio: z.boolean(),
});
export type CentreDayRow = z.infer<typeof centreDayRowSchema>;

/** The day's figures of every centre together (the list's summary), whatever the page and search. */
export const centreDaySummarySchema = centreDayRowSchema
  .omit({
    id: true,
    name: true,
    type: true,
    registerStatus: true,
    // Counted for the page's centres only (decision 078).
    reportedAbsences: true,
    unexplainedAbsences: true,
    staffPresent: true,
    staffNeeded: true,
    outOfRatio: true,
  })
  .extend({ centres: z.number().int() });
export type CentreDaySummary = z.infer<typeof centreDaySummarySchema>;

/** A page of centres and the day's summary of every centre. */
export const centreListDataSchema = z.object({
  centres: z.array(centreDayRowSchema),
  summary: centreDaySummarySchema,
});

/** A page of the centre list with the day's summary; `meta.total` counts the centres the search matches. */
export const centreListPageSchema = z.object({
  success: z.literal(true),
  data: centreListDataSchema,
  meta: pageMetaSchema,
  message: z.string().optional(),
});
export type CentreListPage = z.infer<typeof centreListPageSchema>;

export const dayQuerySchema = z.object({ date: calendarDateSchema.optional() });

/** The path of an admin's page about one centre. */
export const centreParamsSchema = z.object({ centerId: centreIdParam });

export const centreMetricsSchema = z.object({
  attendancePercentage: z.number().nullable(),
  checkins: z.number().int(),
  checkouts: z.number().int(),
  absentees: z.number().int(),
  reportedAbsences: z.number().int(),
  unexplainedAbsences: z.number().int(),
  totalStudents: z.number().int(),
  complianceUsage: z.number().nullable(),
  /** 'HH:mm' in Kuala Lumpur time, null with no records. */
  averageInTime: z.string().nullable(),
  averageOutTime: z.string().nullable(),
  earliestCheckInStudentName: z.string().nullable(),
  latestCheckOutStudentName: z.string().nullable(),
  totalTeachers: z.number().int(),
  highestActivityTeacher: z.object({ name: z.string(), amount: z.number().int() }).nullable(),
  /** Children with a temperature flagged as a fever that day. */
  feverCount: z.number().int(),
});

export const centreManagerRowSchema = z.object({
  manager: z.object({ id: z.uuid(), name: z.string(), user: z.object({ email: z.string().nullable() }) }),
  superManager: z.boolean(),
  activities: z.number().int(),
  percentage: z.number().nullable(),
});

const studentMovementSchema = z
  .object({
    time: z
      .string()
      .describe('The instant as an ISO 8601 string in UTC (`Z`); the page shows it in Kuala Lumpur time'),
    manager: z.object({ name: z.string() }),
    /** The photo's signed URL; null for a check-out recorded afterwards, which has none. */
    signedUrl: z.string().nullable(),
    checkInId: z.uuid(),
    fever: z.boolean(),
    /** When the record reached the server; `sentLater` when that was over 10 minutes after `time` (decision 092). */
    receivedAt: z.string(),
    sentLater: z.boolean(),
    /** A missed check-out the head of centre (`manager`) recorded at `receivedAt` (decision 095). */
    recordedAfterwards: z.boolean(),
  })
  .nullable();

export const centreStudentRowSchema = z.object({
  id: z.uuid(),
  studentName: z.string(),
  Age: z.number().int(),
  Category: z.string().nullable(),
  Package: z.string().nullable(),
  checkins: z.object({ in: studentMovementSchema, out: studentMovementSchema }),
  /** The day of an earlier check-in the child was never checked out of (decision 079); null otherwise. */
  notCheckedOutOn: z.string().nullable(),
});

/** `GET /admin/checkin/center/{centerId}?date`. */
export const centreViewSchema = z.object({
  center: z.object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(centreTypes),
    registerStatus: z.boolean(),
    /** The shared centre password for the access link (null before activation). */
    password: z.string().nullable(),
    /** Kuala Lumpur 'HH:mm': the closing job's time and the teacher list's 'Still checked in'. */
    closingTime: z.string(),
    /** Minutes without use before the teacher app returns to the name picker (decision 084). */
    idleMinutes: z.number().int(),
    /** TASKA or TADIKA: picks the centre's ratio rules (issue 45, decision 129). */
    careType: careTypeSchema,
  }),
  metrics: centreMetricsSchema,
  managers: z.array(centreManagerRowSchema),
  students: z.array(centreStudentRowSchema),
});
export type CentreView = z.infer<typeof centreViewSchema>;

/** `GET /admin/checkin/center/{centerId}/calendar?date`: every day of that date's month. */
export const calendarDaySchema = z.object({
  date: calendarDateSchema,
  percentage: z.number().nullable(),
  note: z.object({ text: z.string(), author: z.string() }).nullable(),
  checkins: z.number().int(),
  checkouts: z.number().int(),
  attendees: z.number().int(),
  absentees: z.number().int(),
  reportedAbsences: z.number().int(),
  unexplainedAbsences: z.number().int(),
  /** Children with a temperature flagged as a fever that day. */
  fevers: z.number().int(),
  future: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** Teacher name in the admin dialog (spec 2 §5). */
export const adminTeacherNameBodySchema = z.object({
  name: readableText(
    z
      .string()
      .trim()
      .min(2, message('centre.adminNameAtLeast2'))
      .max(60, message('centre.adminNameAtMost60')),
    { min: 2, message: message('centre.adminNameAtLeast2') },
  ),
});

export const noteTextMax = 60;
export const noteBodySchema = z.object({
  text: readableText(
    z.string().trim().min(1, message('admin.noteRequired')).max(noteTextMax, message('admin.noteAtMost60')),
    { min: 1, message: message('admin.noteRequired') },
  ),
  date: calendarDateSchema,
});
export const noteSchema = z.object({
  noteId: z.uuid(),
  text: z.string(),
  date: calendarDateSchema,
  author: z.string(),
  createdAt: z.string(),
});

/** `POST /admin/auth/super-manager`: activates a centre with its head of centre and password. */
export const centreActivationBodySchema = withConfirmedPassword(
  z.object({
    name: readableText(z.string().trim().min(2, message('centre.adminNameAtLeast2')), {
      min: 2,
      message: message('centre.adminNameAtLeast2'),
    }),
    centerId: z.string().uuid(message('auth.centreRequired')),
    email: z.string().trim().toLowerCase().email(message('auth.emailInvalid')),
    password: z.string().min(8, message('auth.passwordTooShort')),
    confirmPassword: z.string().min(8, message('auth.passwordTooShort')).describe(confirmPasswordDescription),
    centerPassword: z.string().min(8, message('auth.passwordTooShort')),
  }),
);

/** `GET /admin/checkin/{id}`. */
export const checkInDetailSchema = z.object({
  id: z.uuid(),
  /** Null for a check-out recorded afterwards: it has no photo. */
  imageUrl: z.string().nullable(),
  child: z.object({ id: z.uuid(), name: z.string() }),
  center: z.object({ id: z.uuid(), name: z.string() }),
  status: z.enum(checkInStatuses),
  /** Null for a check-out recorded afterwards: nobody measured it. */
  temperature: z.number().nullable(),
  time: z.string(),
  /** When the record reached the server; `sentLater` when that was over 10 minutes after `time` (decision 092). */
  receivedAt: z.string(),
  sentLater: z.boolean(),
  /** A missed check-out the head of centre (`manager`) recorded at `receivedAt` (decision 095). */
  recordedAfterwards: z.boolean(),
  note: z.string().nullable(),
  manager: z.object({ name: z.string(), email: z.string().nullable() }),
  schoolPackage: z.object({ name: z.string(), description: z.string().nullable() }).nullable(),
});
export type CheckInDetail = z.infer<typeof checkInDetailSchema>;
