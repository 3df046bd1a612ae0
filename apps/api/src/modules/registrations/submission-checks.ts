import {
  kualaLumpurDay,
  type MessageRef,
  message,
  type ParentDetails,
  type registrationBodySchema,
  sameParentEmailMessages,
  yearIntakeChoices,
} from '@cic/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { RegistrationsRepository } from './repository';

type Body = z.output<typeof registrationBodySchema>;
type Account = { id: string; email: string; phoneNumber: string | null; referralCode: string | null };
type ParentStep = 'fatherDetails' | 'motherDetails';

export const submissionMessages = {
  notVerified: message('registration.emailNotVerified'),
  notRegistered: message('registration.emailNotRegistered'),
  yearIntake: message('registration.yearIntake'),
  futureBirth: message('registration.futureBirth'),
  centre: message('registration.center'),
  package: message('registration.package'),
  invalidReferral: message('registration.invalidReferral'),
  ownReferral: message('registration.ownReferral'),
} as const;

const fail = (message: MessageRef, field: string) => new AppError('VALIDATION_FAILED', message, field);

/** The parent step that describes the contact themself (a guardian is neither parent). */
const contactStep = { FATHER: 'fatherDetails', MOTHER: 'motherDetails', GUARDIAN: null } as const;

export type CheckedSubmission = {
  body: Body;
  package: { id: string; name: string; centreId: string; feeSen: number };
  referrerParentId: string | null;
  /** Verified accounts of the parents other than the contact, to join the family once paid. */
  otherParentSteps: ParentStep[];
};

/** A referral code's owner, or why it cannot be used by this parent. */
export async function referralOwner(
  repository: RegistrationsRepository,
  callerId: string,
  code: string,
): Promise<{ referrerParentId: string } | { problem: MessageRef }> {
  const owner = await repository.parentByReferralCode(code.trim());
  if (!owner) return { problem: submissionMessages.invalidReferral };
  if (owner.id === callerId) return { problem: submissionMessages.ownReferral };
  return { referrerParentId: owner.id };
}

/**
 * Re-checks everything the browser cannot be trusted with: the contact's e-mail and phone come
 * from the account, the other parents must have verified accounts, the intake year and birth date
 * are checked against today in Kuala Lumpur, the centre and package must be open, and the
 * referral code must belong to someone else.
 */
export async function checkSubmission(
  repository: RegistrationsRepository,
  account: Account,
  input: Body,
  now: Date,
): Promise<CheckedSubmission> {
  const today = kualaLumpurDay(now);
  const body: Body = {
    ...input,
    contactDetails: {
      ...input.contactDetails,
      contactEmail: account.email,
      contactNumber: account.phoneNumber ?? input.contactDetails.contactNumber,
    },
  };
  const own = contactStep[body.contactDetails.relationship];
  if (own) body[own] = { ...body[own], email: account.email };

  const otherParentSteps = (['fatherDetails', 'motherDetails'] as const).filter((step) => step !== own);
  for (const step of otherParentSteps) {
    await checkOtherParent(repository, own ? account.email : null, step, body[step]);
  }

  if (!yearIntakeChoices(today).includes(body.studentDetails.yearIntake)) {
    throw fail(submissionMessages.yearIntake, 'studentDetails.yearIntake');
  }
  if (body.studentDetails.dateOfBirth > today) {
    throw fail(submissionMessages.futureBirth, 'studentDetails.dateOfBirth');
  }

  const program = body.programDetails;
  const centre = await repository.centreById(program.center);
  if (!centre?.activatedAt) throw fail(submissionMessages.centre, 'programDetails.center');
  const chosen = await repository.packageWithCentre(program.package);
  if (!chosen?.isActive || chosen.centreId !== centre.id) {
    throw fail(submissionMessages.package, 'programDetails.package');
  }

  let referrerParentId: string | null = null;
  if (program.referralCode) {
    const owner = await referralOwner(repository, account.id, program.referralCode);
    if ('problem' in owner) throw fail(owner.problem, 'programDetails.referralCode');
    referrerParentId = owner.referrerParentId;
  }

  return {
    body,
    package: { id: chosen.id, name: chosen.name, centreId: chosen.centreId, feeSen: chosen.feeSen },
    referrerParentId,
    otherParentSteps,
  };
}

async function checkOtherParent(
  repository: RegistrationsRepository,
  contactParentEmail: string | null,
  step: ParentStep,
  details: ParentDetails,
) {
  const field = `${step}.email`;
  if (details.email.toLowerCase() === contactParentEmail?.toLowerCase()) {
    throw fail(sameParentEmailMessages[step === 'fatherDetails' ? 'father' : 'mother'], field);
  }
  const parent = await repository.parentByEmail(details.email);
  if (!parent) throw fail(submissionMessages.notRegistered, field);
  if (!parent.emailVerifiedAt) throw fail(submissionMessages.notVerified, field);
}
