import { contactFieldsShownFor } from '@cic/contract/registration/contact-fields';
import type { DraftSection, RegistrationDraft, RegistrationDraftKey } from '@/lib/registration-draft';

/** The six steps of the wizard (spec 1 §2); the father and mother steps swap places for a mother contact. */
export type WizardStep = 'student' | 'contact' | 'father' | 'mother' | 'marital' | 'program';

/** The draft section each step fills. */
export const stepSections: Record<WizardStep, RegistrationDraftKey> = {
  student: 'studentDetails',
  contact: 'contactDetails',
  father: 'fatherDetails',
  mother: 'motherDetails',
  marital: 'parentMaritalStatus',
  program: 'programDetails',
};

/** The steps in order: the parent chosen as contact comes first (MOTHER puts mother before father). */
export function wizardSteps(relationship: unknown): WizardStep[] {
  const parents: WizardStep[] = relationship === 'MOTHER' ? ['mother', 'father'] : ['father', 'mother'];
  return ['student', 'contact', ...parents, 'marital', 'program'];
}

const filled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(typeof value === 'number' && Number.isNaN(value));

const allFilled = (section: DraftSection | undefined, fields: readonly string[]) =>
  fields.every((field) => filled(section?.[field]));

const studentFields = [
  'yearIntake',
  'fullName',
  'myKidNumber',
  'gender',
  'dateOfBirth',
  'numberOfSiblings',
  'uniformSize',
] as const;
const contactFields = [
  'relationship',
  'contactEmail',
  'contactNumber',
  'occupation',
  'addressLine1',
  'addressLine2',
  'postcode',
  'state',
] as const;
export const parentFields = [
  'fullName',
  'idNumber',
  'nationality',
  'occupation',
  'email',
  'workAddress',
  'officeNumber',
  'mobileNumber',
] as const;

/**
 * Spec 1 §4 completeness: the fields each step needs, present (not yet validated). The contact
 * needs the fields its nationality shows: the NRIC when Malaysian, else the passport and the
 * nationality text.
 */
export function isStepComplete(step: WizardStep, draft: RegistrationDraft): boolean {
  switch (step) {
    case 'student':
      return allFilled(draft.studentDetails, studentFields);
    case 'contact': {
      const contact = draft.contactDetails;
      const shown = contactFieldsShownFor(contact?.nationality);
      return allFilled(contact, [...contactFields, ...(shown.length > 0 ? shown : ['nationality'])]);
    }
    case 'father':
      return allFilled(draft.fatherDetails, parentFields);
    case 'mother':
      return allFilled(draft.motherDetails, parentFields);
    case 'marital':
      return allFilled(draft.parentMaritalStatus, ['status']);
    case 'program':
      return (
        allFilled(draft.programDetails, ['center', 'package']) && draft.programDetails?.termsAccepted === true
      );
  }
}

/**
 * Spec 1 §4 step dots: a dot is enabled at or before the current step, or for the next step when
 * the current one is complete; jumping further needs every earlier step complete.
 */
export function isStepEnabled(target: number, current: number, complete: readonly boolean[]): boolean {
  if (target <= current) return true;
  if (target === current + 1) return complete[current] === true;
  return complete.slice(0, target).every(Boolean);
}

/** Spec 1 §4: choosing a relationship clears the other parent (Guardian clears both). */
export function sectionsClearedBy(relationship: unknown): RegistrationDraftKey[] {
  if (relationship === 'FATHER') return ['motherDetails'];
  if (relationship === 'MOTHER') return ['fatherDetails'];
  if (relationship === 'GUARDIAN') return ['fatherDetails', 'motherDetails'];
  return [];
}

/** The parent step the account holder fills (prefilled and locked), or null for a guardian. */
export function contactParentStep(relationship: unknown): 'father' | 'mother' | null {
  if (relationship === 'FATHER') return 'father';
  if (relationship === 'MOTHER') return 'mother';
  return null;
}

/** True when any field of any section holds something: 'Reset Form' is enabled only then. */
export function hasAnyData(draft: RegistrationDraft): boolean {
  return Object.values(draft).some((section) => section && Object.values(section).some(filled));
}
