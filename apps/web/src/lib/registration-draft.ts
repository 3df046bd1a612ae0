import { readLocal, removeLocal, writeLocal } from './local-storage';

/** Browser-storage keys of the child registration draft (spec 1 §3). */
export const registrationDraftKeys = [
  'studentDetails',
  'contactDetails',
  'fatherDetails',
  'motherDetails',
  'parentMaritalStatus',
  'programDetails',
  'financialDetails',
] as const;
export type RegistrationDraftKey = (typeof registrationDraftKeys)[number];

/** Each saved section as the wizard left it: field name to value, not yet validated. */
export type DraftSection = Record<string, unknown>;
export type RegistrationDraft = Partial<Record<RegistrationDraftKey, DraftSection>>;

/** The keys whose presence makes Home offer 'Resume Registration' (spec 1 §2). */
export const resumableDraftKeys = [
  'studentDetails',
  'contactDetails',
  'fatherDetails',
  'motherDetails',
] as const;

/** True when the student, contact, father and mother details are all saved. */
export function hasResumableDraft(read: (key: string) => string | null = readLocal): boolean {
  return resumableDraftKeys.every((key) => read(key) !== null);
}

function parseSection(text: string | null): DraftSection | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as DraftSection) : undefined;
  } catch {
    return undefined;
  }
}

/** The saved draft; a section that is missing or not a JSON object is left out. */
export function readRegistrationDraft(read: (key: string) => string | null = readLocal): RegistrationDraft {
  const draft: RegistrationDraft = {};
  for (const key of registrationDraftKeys) {
    const section = parseSection(read(key));
    if (section) draft[key] = section;
  }
  return draft;
}

/** Saves one section under its own key; `undefined` forgets it. */
export function saveDraftSection(
  key: RegistrationDraftKey,
  section: DraftSection | undefined,
  storage: { write: (key: string, value: string) => void; remove: (key: string) => void } = {
    write: writeLocal,
    remove: removeLocal,
  },
): void {
  if (section === undefined) storage.remove(key);
  else storage.write(key, JSON.stringify(section));
}

/** Forgets the whole draft (after submission, or 'Reset Form'). */
export function clearRegistrationDraft(remove: (key: string) => void = removeLocal): void {
  for (const key of registrationDraftKeys) remove(key);
}
