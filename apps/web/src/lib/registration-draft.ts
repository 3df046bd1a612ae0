import { readLocal } from './local-storage';

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
