import type { RegistrationDraft, RegistrationDraftKey } from '@/lib/registration-draft';
import { stepSections, type WizardStep } from './wizard-steps';

/**
 * The `POST /parent/registration` body from the draft, before the contract's schema checks it.
 * No amounts: the server prices the package and the code. A referral code entered always goes:
 * the program step lets it through only once checked valid, and the server refuses one it does not
 * accept rather than the parent paying full price without a word.
 */
export function registrationBodyFrom(draft: RegistrationDraft, idempotencyKey: string) {
  const program = draft.programDetails ?? {};
  const code = typeof program.referralCode === 'string' ? program.referralCode.trim() : '';
  return {
    idempotencyKey,
    studentDetails: draft.studentDetails ?? {},
    contactDetails: draft.contactDetails ?? {},
    fatherDetails: draft.fatherDetails ?? {},
    motherDetails: draft.motherDetails ?? {},
    parentMaritalStatus: draft.parentMaritalStatus ?? {},
    programDetails: {
      center: program.center,
      package: program.package,
      termsAccepted: program.termsAccepted,
      ...(code ? { referralCode: code } : {}),
    },
  };
}

/** The step to show for a problem at `path` of the body, or null when no step owns it. */
export function stepOfIssue(path: readonly PropertyKey[]): WizardStep | null {
  const section = path[0];
  const found = Object.entries(stepSections).find(([, key]) => key === (section as RegistrationDraftKey));
  return found ? (found[0] as WizardStep) : null;
}
