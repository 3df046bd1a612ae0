import { z } from 'zod';
import { message } from '../messages/message-key';
import { reportedAbsenceSchema } from '../parent/absences';
import { collectedBySchema, collectorChoiceFields } from '../parent/pickup-persons';
import { decimalNumber } from '../shared/decimal-number-schema';
import { checkInStatuses } from '../shared/enums';
import { idParams } from '../shared/path-ids';
import { temperatureMessage, temperatureRules } from './check-in-rules';

/** `/center/students/{id}/check-in`: a child of the teacher's centre. */
export const studentIdParams = idParams(message('checkIns.studentNotFound'));

/**
 * `GET /center/students`: the teacher's centre's active children with their latest record, by name;
 * after the centre's closing time those still checked in come first.
 */
export const centreStudentSchema = z.object({
  ID_STUDENT: z.uuid(),
  studentName: z.string(),
  Package: z.string().nullable(),
  Age: z.number().int(),
  latestCheckin: z
    .object({
      /** The thumbnail's signed URL; null for a check-out recorded afterwards (no photo). */
      img: z.string().nullable(),
      /** ISO instant. */
      time: z.string(),
      status: z.enum(checkInStatuses),
      recordedBy: z.string(),
    })
    .nullable(),
  /** A parent's report that the child is absent today; null once the child is checked in today (decision 078). */
  reportedAbsence: reportedAbsenceSchema.nullable(),
  /** Checked in today and the centre's closing time has passed: listed first (issue 30). */
  stillCheckedIn: z.boolean(),
  /** The day of a check-in of an earlier day never checked out (decision 079); null otherwise. */
  notCheckedOutOn: z.string().nullable(),
});
export type CentreStudent = z.infer<typeof centreStudentSchema>;

const temperatureSchema = decimalNumber(
  z
    .number({ message: temperatureMessage })
    .min(temperatureRules.min, temperatureMessage)
    .max(temperatureRules.max, temperatureMessage),
  temperatureMessage,
);

/** The check-in form a teacher fills after taking the photo. */
export const checkInFormSchema = z.object({
  temperature: temperatureSchema,
  note: z.string().trim().max(500, message('checkIns.noteAtMost500')).optional(),
});
export type CheckInFormValues = z.input<typeof checkInFormSchema>;

/**
 * The text fields of `POST /center/students/{id}/check-in` (multipart, beside the `image` file).
 * Multipart fields arrive as strings, hence the decimal temperature.
 */
export const checkInFieldsSchema = checkInFormSchema.extend({
  status: z.enum(checkInStatuses, { message: message('checkIns.status') }),
  schoolPackage: z.string().trim().optional(),
  /** The moment the photo was captured (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true, message: message('checkIns.captureTime') }),
  /** Made on the phone for a record kept offline: sending it again answers the same record. */
  clientId: z.uuid({ message: message('checkIns.clientId') }).optional(),
  ...collectorChoiceFields,
});
export type CheckInFields = z.infer<typeof checkInFieldsSchema>;

/** The record the server made. */
export const checkInCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(checkInStatuses),
  time: z.string(),
  temperature: z.number(),
  /** At or above the fever threshold when it was recorded. */
  fever: z.boolean(),
  /** Who collected the child (check-outs that named one). */
  collectedBy: collectedBySchema.nullable(),
});
export type CheckInCreated = z.infer<typeof checkInCreatedSchema>;
