import { type FamilyRelation, familyNamedAfter, referralCreditSen } from '@cic/contract';
import type { Db } from '../../db/client';
import { startEnrolmentFromRegistration } from '../billing';
import { payReferralCredits } from '../family-credits';
import { createFulfilmentRepository, type FulfilmentRepository } from './fulfilment-repository';

type Registration = Awaited<ReturnType<FulfilmentRepository['registrationsOfOrder']>>[number];

const relationOfContact: Record<Registration['relationship'], FamilyRelation> = {
  FATHER: 'father',
  MOTHER: 'mother',
  GUARDIAN: 'guardian',
};

/** What an order's payment completed: the registrations whose confirmation e-mail is due. */
export type OrderFulfilled = { completedRegistrationIds: string[] };

/**
 * The submitting parent's family (made for the child when the parent has none), with the other
 * verified parents named on the registration joined as father or mother.
 */
async function familyFor(repository: FulfilmentRepository, registration: Registration) {
  const relation = relationOfContact[registration.relationship];
  let familyId = await repository.firstFamilyOf(registration.parentId);
  if (!familyId) {
    const contactNames = [registration.fatherFullName, registration.motherFullName].filter(
      (name): name is string => Boolean(name),
    );
    const namedAfter = familyNamedAfter(
      [{ name: registration.fullName, contactNames }],
      await repository.parentName(registration.parentId),
    );
    familyId = await repository.createFamily(namedAfter);
    await repository.addMember(familyId, registration.parentId, relation);
  }
  const others = [
    { email: registration.fatherEmail, relation: 'father' as const },
    { email: registration.motherEmail, relation: 'mother' as const },
  ];
  for (const other of others) {
    if (!other.email || other.relation === relation) continue;
    const parent = await repository.verifiedParentByEmail(other.email);
    if (parent && parent.id !== registration.parentId) {
      await repository.addMember(familyId, parent.id, other.relation);
    }
  }
  return familyId;
}

/**
 * What a settled order means for the registrations it pays for. The payments module calls these
 * inside the transaction that records the payment, so both change together or not at all; each is
 * idempotent (a repeated callback changes nothing the second time).
 */
export function createRegistrationFulfilment() {
  return {
    /**
     * Paid: each registration COMPLETED with its child enrolled at the chosen centre and package
     * in the parent's family, and the referrer credited RM 25 (once), paid onto their family's
     * account on `day` (the Kuala Lumpur day of the payment, decision 098). The caller sends the
     * returned registrations' confirmation e-mails after its transaction commits
     * (`sendConfirmationMails`).
     */
    async orderPaid(tx: Db, orderId: string, day: string): Promise<OrderFulfilled> {
      const repository = createFulfilmentRepository(tx);
      const completedRegistrationIds: string[] = [];
      for (const registration of await repository.registrationsOfOrder(orderId)) {
        if (registration.status === 'COMPLETED' && registration.childId) continue;
        const familyId = await familyFor(repository, registration);
        const childId = await repository.enrolChild({
          name: registration.fullName,
          myKidNumber: registration.myKidNumber,
          gender: registration.gender,
          dateOfBirth: registration.dateOfBirth,
          centreId: registration.centreId,
          packageId: registration.packageId,
          familyId,
        });
        await repository.complete(registration.id, childId);
        await startEnrolmentFromRegistration(tx, {
          childId,
          registrationId: registration.id,
          yearIntake: registration.yearIntake,
        });
        if (registration.referrerParentId) {
          const creditId = await repository.creditReferrer(
            registration.referrerParentId,
            registration.id,
            referralCreditSen,
          );
          if (creditId) await payReferralCredits(tx, day, [creditId]);
        }
        completedRegistrationIds.push(registration.id);
      }
      return { completedRegistrationIds };
    },

    /** Not paid (failed, expired or voided): the orders' pending registrations become PAYMENT_FAILED, in one statement. */
    async orderFailed(tx: Db, ...orderIds: string[]): Promise<void> {
      await createFulfilmentRepository(tx).moveStatus(orderIds, 'PENDING', 'PAYMENT_FAILED');
    },

    /** Paid again after a failure (the parent's 'Try again'): failed registrations are pending once more. */
    async orderReopened(tx: Db, orderId: string): Promise<void> {
      await createFulfilmentRepository(tx).moveStatus([orderId], 'PAYMENT_FAILED', 'PENDING');
    },
  };
}
export type RegistrationFulfilment = ReturnType<typeof createRegistrationFulfilment>;
