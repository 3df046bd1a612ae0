import { z } from 'zod';
import { message } from '../messages/message-key';
import { readableText } from '../shared/readable-text';

/** What a teacher records about a child's day (issue 44, decision 117). */
export const careEntryKinds = ['MEAL', 'NAP', 'TOILET', 'MOOD', 'REMINDER', 'NOTE'] as const;
export type CareEntryKind = (typeof careEntryKinds)[number];

export const careMeals = ['BREAKFAST', 'LUNCH', 'SNACK'] as const;
export type CareMeal = (typeof careMeals)[number];
/** How much of the meal the child ate. */
export const careMealAmounts = ['ALL', 'MOST', 'SOME', 'NONE'] as const;
export type CareMealAmount = (typeof careMealAmounts)[number];
/** A diaper change (wet, bowel movement, dry) or a potty visit. */
export const careToiletKinds = ['WET', 'BM', 'DRY', 'POTTY'] as const;
export type CareToiletKind = (typeof careToiletKinds)[number];
export const careMoods = ['HAPPY', 'CALM', 'TIRED', 'UPSET', 'UNWELL'] as const;
export type CareMood = (typeof careMoods)[number];
/** What a 'please bring' reminder asks the parent for; OTHER says it in `text`. */
export const careReminderItems = ['DIAPERS', 'CLOTHES', 'WIPES', 'OTHER'] as const;
export type CareReminderItem = (typeof careReminderItems)[number];

export const maxCareNote = 1000;
/** A meal's or a mood's short remark. */
export const maxCareRemark = 500;
export const maxCareReminderText = 200;
export const maxCarePhotos = 3;
/** One group entry reaches at most a room's children. */
export const maxCareChildren = 60;
export const maxCareReason = 500;
/** How long after recording the recorder may take an entry back. */
export const careUndoWindowMs = 60 * 1000;

export const careMessages = {
  kind: message('care.kind'),
  meal: message('care.meal'),
  amount: message('care.amount'),
  time: message('care.time'),
  napEnd: message('care.napEnd'),
  toilet: message('care.toilet'),
  mood: message('care.mood'),
  item: message('care.item'),
  reminderText: message('care.reminderText'),
  noteText: message('care.noteText'),
  photos: message('care.photos', { max: maxCarePhotos }),
  photoNotFound: message('care.photoNotFound'),
  photoType: message('care.photoType'),
  children: message('care.children'),
  tooManyChildren: message('care.tooManyChildren', { max: maxCareChildren }),
  childNotFound: message('care.childNotFound'),
  exceptionChild: message('care.exceptionChild'),
  requestId: message('care.requestId'),
  reason: message('care.reason'),
  entryNotFound: message('care.entryNotFound'),
  kindMismatch: message('care.kindMismatch'),
  withdrawn: message('care.withdrawn'),
  undoTooLate: message('care.undoTooLate'),
  undoNotYours: message('care.undoNotYours'),
  notReminder: message('care.notReminder'),
  summarySwitch: message('care.summarySwitch'),
} as const;

/** An instant with its offset, as a phone sends it (`2026-12-01T04:30:00.000Z`). */
export const careInstantSchema = z.iso.datetime({ offset: true, error: careMessages.time });

const remarkSchema = readableText(
  z
    .string({ message: careMessages.noteText })
    .trim()
    .max(maxCareRemark, message('common.atMostCharacters', { max: maxCareRemark })),
).optional();

/** The fields of each kind, without `kind`: what a group entry, an exception and a correction carry. */
export const careFieldShapes = {
  MEAL: {
    meal: z.enum(careMeals, { message: careMessages.meal }),
    amount: z.enum(careMealAmounts, { message: careMessages.amount }),
    note: remarkSchema,
  },
  NAP: {
    start: careInstantSchema,
    /** Empty while the child still sleeps; a correction adds it. */
    end: careInstantSchema.nullable().optional(),
  },
  TOILET: {
    at: careInstantSchema,
    toilet: z.enum(careToiletKinds, { message: careMessages.toilet }),
  },
  MOOD: {
    mood: z.enum(careMoods, { message: careMessages.mood }),
    note: remarkSchema,
  },
  REMINDER: {
    item: z.enum(careReminderItems, { message: careMessages.item }),
    /** Required for OTHER: what to bring. */
    text: readableText(
      z
        .string({ message: careMessages.reminderText })
        .trim()
        .max(maxCareReminderText, message('common.atMostCharacters', { max: maxCareReminderText })),
    ).optional(),
  },
  NOTE: {
    text: readableText(
      z
        .string({ message: careMessages.noteText })
        .trim()
        .min(1, careMessages.noteText)
        .max(maxCareNote, message('common.atMostCharacters', { max: maxCareNote })),
      { min: 1, message: careMessages.noteText },
    ),
    /** Photos uploaded first (`POST /center/care/photos`), sent by their ids. */
    photoIds: z
      .array(z.uuid({ error: careMessages.photoNotFound }), { message: careMessages.photoNotFound })
      .max(maxCarePhotos, careMessages.photos)
      .default([]),
  },
} as const;

type FieldShapes = typeof careFieldShapes;

/** The rules across fields of one kind: a nap ends after it starts; OTHER says what to bring. */
export function checkCareFields(
  kind: CareEntryKind,
  fields: Record<string, unknown>,
  addIssue: (path: string, message: string) => void,
): void {
  if (kind === 'NAP' && typeof fields.end === 'string' && typeof fields.start === 'string') {
    if (Date.parse(fields.end) < Date.parse(fields.start)) addIssue('end', careMessages.napEnd);
  }
  if (kind === 'REMINDER' && fields.item === 'OTHER' && !(typeof fields.text === 'string' && fields.text)) {
    addIssue('text', careMessages.reminderText);
  }
}

/**
 * A schema a kind, as one union told apart by `kind` (in `careEntryKinds`' order); any other kind
 * is refused with the care log's own message. `Made` names what `make` gives for each kind
 * (`ReturnType<typeof make<K>>`): TypeScript cannot check a generic maker against it.
 */
export function unionOfCareKinds<Made extends Record<CareEntryKind, z.core.$ZodTypeDiscriminable>>(
  make: (kind: CareEntryKind) => z.core.$ZodTypeDiscriminable,
) {
  const schemas = careEntryKinds.map(make);
  return z.discriminatedUnion('kind', schemas as [Made[CareEntryKind], ...Made[CareEntryKind][]], {
    error: careMessages.kind,
  });
}

/** One kind's fields as an object with its `kind`. */
const detailsOf = <K extends CareEntryKind>(kind: K) =>
  z.object({ kind: z.literal(kind), ...(careFieldShapes[kind] as FieldShapes[K]) });

/** What an entry says, by kind: the recorded fields of its current version. */
export const careDetailsSchema =
  unionOfCareKinds<{ [K in CareEntryKind]: ReturnType<typeof detailsOf<K>> }>(detailsOf);
export type CareDetails = z.infer<typeof careDetailsSchema>;
