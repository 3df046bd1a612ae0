import {
  type CareCorrectionInput,
  type CareDetails,
  type CareEntryKind,
  type CareGroupEntryInput,
  type CareMeal,
  type CentreStudent,
  checkedInToday,
} from '@cic/contract';

/** A kind's fields as the form holds them: times as Kuala Lumpur 'HH:mm' of the day, texts as typed. */
export type CareFields = Record<string, string | undefined>;

/** Fields the form holds as a clock time and the API takes as an instant. */
const clockFields = new Set(['start', 'end', 'at']);

/** A Kuala Lumpur clock time ('HH:mm') on a day ('yyyy-MM-dd') as an instant with its offset. */
export const kualaLumpurInstant = (day: string, clock: string) => `${day}T${clock}:00+08:00`;

/** The fields as the API takes them: empty ones left out, clock times as instants of `day`. */
export function apiFields(fields: CareFields, day: string): Record<string, string> {
  const entries = Object.entries(fields).flatMap(([key, value]) => {
    const text = value?.trim();
    if (!text) return [];
    return [[key, clockFields.has(key) ? kualaLumpurInstant(day, text) : text] as const];
  });
  return Object.fromEntries(entries);
}

type GroupEntryDraft = {
  kind: CareEntryKind;
  fields: CareFields;
  /** The chosen children, in the list's order. */
  childIds: readonly string[];
  /** Per child, what differs from the group's fields (a child no longer chosen is left out). */
  exceptions: Readonly<Record<string, CareFields>>;
  /** The Kuala Lumpur day of the clock times. */
  day: string;
  capturedAt: string;
  clientRequestId: string;
  /** A note's photos, once uploaded. */
  photoIds?: readonly string[];
};

/**
 * `POST /center/care`'s body for a group entry: the group's fields for every chosen child, and an
 * exception only for a chosen child whose fields differ from the group's.
 */
export function buildCareGroupEntry(draft: GroupEntryDraft): CareGroupEntryInput {
  const group = apiFields(draft.fields, draft.day);
  const chosen = new Set(draft.childIds);
  const exceptions = Object.entries(draft.exceptions).flatMap(([childId, override]) => {
    if (!chosen.has(childId)) return [];
    const differing = Object.entries(apiFields(override, draft.day)).filter(
      ([key, value]) => group[key] !== value,
    );
    return differing.length > 0 ? [{ childId, ...Object.fromEntries(differing) }] : [];
  });
  return {
    kind: draft.kind,
    ...group,
    ...(draft.kind === 'NOTE' ? { photoIds: [...(draft.photoIds ?? [])] } : {}),
    childIds: [...draft.childIds],
    ...(exceptions.length > 0 ? { exceptions } : {}),
    capturedAt: draft.capturedAt,
    clientRequestId: draft.clientRequestId,
  } as CareGroupEntryInput;
}

/** The meal of the hour in Kuala Lumpur: breakfast before 10:00, lunch before 15:00, then snack. */
export function mealOfTheHour(clock: string): CareMeal {
  if (clock < '10:00') return 'BREAKFAST';
  return clock < '15:00' ? 'LUNCH' : 'SNACK';
}

/** The ages of the list, youngest first: one 'select all' for each. */
export function ageGroups(students: readonly CentreStudent[]): number[] {
  return [...new Set(students.map((student) => student.Age))].sort((a, b) => a - b);
}

/** The children checked in today and not yet checked out. */
export function checkedInNow(students: readonly CentreStudent[], now: Date): CentreStudent[] {
  return students.filter(
    (student) => student.latestCheckin?.status === 'CHECKIN' && checkedInToday(student.latestCheckin, now),
  );
}

/** The chosen ids with `ids` added or, when every one of them is chosen already, taken away. */
export function toggleAll(chosen: readonly string[], ids: readonly string[]): string[] {
  const every = ids.length > 0 && ids.every((id) => chosen.includes(id));
  if (every) return chosen.filter((id) => !ids.includes(id));
  return [...chosen, ...ids.filter((id) => !chosen.includes(id))];
}

/** A group entry's refused fields: the group's, each exception's by child, and the children's. */
export type CareGroupErrors = {
  fields: Record<string, string>;
  exceptions: Record<string, Record<string, string>>;
};

/** The schema's issues on a built body, placed on the form's fields (first message wins). */
export function careGroupErrors(
  body: { exceptions?: readonly { childId: string }[] | undefined },
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): CareGroupErrors {
  const errors: CareGroupErrors = { fields: {}, exceptions: {} };
  for (const { path, message } of issues) {
    const [first, index, field] = path.map(String);
    if (first === 'exceptions' && index !== undefined && field !== undefined) {
      const childId = body.exceptions?.[Number(index)]?.childId;
      if (!childId) continue;
      errors.exceptions[childId] ??= {};
      errors.exceptions[childId][field] ??= message;
    } else if (first !== undefined) {
      errors.fields[first] ??= message;
    }
  }
  return errors;
}

/** An entry's recorded fields as the form holds them: instants as Kuala Lumpur clock times. */
export function formFields(details: CareDetails, clockOf: (instant: string) => string): CareFields {
  const { kind: _, ...fields } = details;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) => {
      if (typeof value !== 'string') return [];
      return [[key, clockFields.has(key) ? clockOf(value) : value]];
    }),
  );
}

/**
 * A correction's body: the entry's fields anew on its own day, with why. A note keeps its photos
 * (the form does not change them).
 */
export function buildCareCorrection(
  kind: CareEntryKind,
  fields: CareFields,
  reason: string,
  entry: { day: string; photoIds: readonly string[] },
): CareCorrectionInput {
  return {
    kind,
    reason,
    ...apiFields(fields, entry.day),
    ...(kind === 'NOTE' ? { photoIds: [...entry.photoIds] } : {}),
  } as CareCorrectionInput;
}
