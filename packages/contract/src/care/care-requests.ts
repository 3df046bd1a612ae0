import { z } from 'zod';
import { message } from '../messages/message-key';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { pathId } from '../shared/path-ids';
import { readableText } from '../shared/readable-text';
import {
  type CareEntryKind,
  careFieldShapes,
  careInstantSchema,
  careMessages,
  checkCareFields,
  maxCareChildren,
  maxCareReason,
  unionOfCareKinds,
} from './care-entry';

/** What an exception may change for one child of a group entry; the rest is the group's. */
const exceptionFields = {
  MEAL: ['amount', 'note'],
  NAP: ['start', 'end'],
  TOILET: ['at', 'toilet'],
  MOOD: ['mood', 'note'],
  REMINDER: ['item', 'text'],
  NOTE: ['text'],
} as const satisfies Record<CareEntryKind, readonly string[]>;

const childIdSchema = z.uuid({ error: careMessages.childNotFound });

type Issue = { path: (string | number)[]; message: string };

/** The fields one child gets: the group's, with the child's exception over them. */
export function fieldsForChild<T extends { childId: string }>(
  fields: Record<string, unknown>,
  exceptions: readonly T[] | undefined,
  childId: string,
): Record<string, unknown> {
  const exception = exceptions?.find((row) => row.childId === childId);
  if (!exception) return fields;
  const { childId: _, ...override } = exception;
  const defined = Object.entries(override).filter(([, value]) => value !== undefined);
  return { ...fields, ...Object.fromEntries(defined) };
}

type Shapes = typeof careFieldShapes;
/** An exception's fields: the kind's overridable fields, each optional. */
type ExceptionShape<K extends CareEntryKind> = {
  [P in (typeof exceptionFields)[K][number] & keyof Shapes[K]]: z.ZodOptional<Shapes[K][P] & z.ZodType>;
};

function exceptionOf<K extends CareEntryKind>(kind: K) {
  const shape = careFieldShapes[kind] as Record<string, z.ZodType>;
  const fields = Object.fromEntries(
    exceptionFields[kind].map((key) => [key, (shape[key] as z.ZodType).optional()]),
  ) as ExceptionShape<K>;
  return z.object({ childId: childIdSchema, ...fields });
}

function groupEntryOf<K extends CareEntryKind>(kind: K) {
  const shape = careFieldShapes[kind] as Shapes[K];
  const exceptionSchema = exceptionOf(kind);
  return z
    .object({
      kind: z.literal(kind),
      ...shape,
      childIds: z
        .array(childIdSchema, { message: careMessages.children })
        .min(1, careMessages.children)
        .max(maxCareChildren, careMessages.tooManyChildren),
      /** Children of `childIds` whose entry differs (one ate less, one slept longer). */
      exceptions: z.array(exceptionSchema, { message: careMessages.exceptionChild }).optional(),
      /** When the teacher recorded it on the phone (it may reach the server later, from the offline queue). */
      capturedAt: careInstantSchema,
      /** Made by the phone per entry: a resend of the same request records nothing twice. */
      clientRequestId: z.uuid({ error: careMessages.requestId }),
    })
    .superRefine((value, context) => {
      const add = (issue: Issue) => context.addIssue({ code: 'custom', ...issue });
      const record = value as Record<string, unknown> & {
        childIds: string[];
        exceptions?: { childId: string }[];
      };
      checkCareFields(kind, record, (path, text) => add({ path: [path], message: text }));
      for (const [index, exception] of (record.exceptions ?? []).entries()) {
        if (!record.childIds.includes(exception.childId)) {
          add({ path: ['exceptions', index, 'childId'], message: careMessages.exceptionChild });
          continue;
        }
        const merged = fieldsForChild(record, [exception], exception.childId);
        checkCareFields(kind, merged, (path, text) =>
          add({ path: ['exceptions', index, path], message: text }),
        );
      }
    });
}

/**
 * `POST /center/care`: one entry for each chosen child (a group entry), the same fields for all but
 * the exceptions. The answer names every entry made, under one `groupId` that undo takes back.
 */
export const careGroupEntrySchema =
  unionOfCareKinds<{ [K in CareEntryKind]: ReturnType<typeof groupEntryOf<K>> }>(groupEntryOf);
export type CareGroupEntry = z.infer<typeof careGroupEntrySchema>;
export type CareGroupEntryInput = z.input<typeof careGroupEntrySchema>;

const reasonSchema = readableText(
  z
    .string({ message: careMessages.reason })
    .trim()
    .min(1, careMessages.reason)
    .max(maxCareReason, message('common.atMostCharacters', { max: maxCareReason })),
  { min: 1, message: careMessages.reason },
);

function correctionOf<K extends CareEntryKind>(kind: K) {
  const shape = careFieldShapes[kind] as (typeof careFieldShapes)[K];
  return z
    .object({ kind: z.literal(kind), reason: reasonSchema, ...shape })
    .superRefine((value, context) =>
      checkCareFields(kind, value as Record<string, unknown>, (path, text) =>
        context.addIssue({ code: 'custom', path: [path], message: text }),
      ),
    );
}

/**
 * `POST /center/care/entries/{entryId}/corrections`: the entry's fields anew with why. It makes a
 * new version (who, when, why); the earlier ones are kept. `kind` must be the entry's own.
 */
export const careCorrectionSchema =
  unionOfCareKinds<{ [K in CareEntryKind]: ReturnType<typeof correctionOf<K>> }>(correctionOf);
export type CareCorrection = z.infer<typeof careCorrectionSchema>;
export type CareCorrectionInput = z.input<typeof careCorrectionSchema>;

/** `…/care/entries/{entryId}…`. */
export const careEntryParams = z.object({ entryId: pathId(careMessages.entryNotFound) });
/** `/center/care/groups/{groupId}/undo`. */
export const careGroupParams = z.object({ groupId: pathId(careMessages.entryNotFound) });
/** `…/children/{childId}/care`. */
export const careChildParams = z.object({ childId: pathId(careMessages.childNotFound) });

/** `?date=yyyy-MM-dd`: a Kuala Lumpur day; today when left out. */
export const careDayQuerySchema = z.object({ date: calendarDateSchema.optional() });
export type CareDayQuery = z.infer<typeof careDayQuerySchema>;

/** `PUT /parent/care/summary`: the end-of-day summary by push and/or e-mail (both off at first). */
export const careSummaryPreferenceSchema = z.object({
  push: z.boolean({ message: careMessages.summarySwitch }),
  email: z.boolean({ message: careMessages.summarySwitch }),
});
export type CareSummaryPreference = z.infer<typeof careSummaryPreferenceSchema>;

/** A note photo upload's multipart field. */
export const carePhotoField = 'file';
