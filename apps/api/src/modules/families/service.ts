import {
  type ConnectFamilyResult,
  type contactRelationships,
  type FamilyRelation,
  familyNamedAfter,
  type Language,
  message,
  type ReferralCodeResult,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import { createParentAccountService } from '../parent-account';
import { newReferralCode } from './referral-code';
import { createFamiliesRepository } from './repository';

type ContactRelationship = (typeof contactRelationships)[number];
const relationOfContact: Record<ContactRelationship, FamilyRelation> = {
  FATHER: 'father',
  MOTHER: 'mother',
  GUARDIAN: 'guardian',
};

type RegistrationMatch = {
  relationship: ContactRelationship;
  contactEmail: string;
  fatherEmail: string | null;
  motherEmail: string | null;
};

/** The parent's relation on a registration that names their e-mail. */
function relationOnRegistration(row: RegistrationMatch, email: string): FamilyRelation | null {
  if (row.contactEmail.toLowerCase() === email) return relationOfContact[row.relationship];
  if (row.fatherEmail?.toLowerCase() === email) return 'father';
  if (row.motherEmail?.toLowerCase() === email) return 'mother';
  return null;
}

/** Gives the parent a referral code unless they have one; retries on the rare clash with another parent's. */
async function ensureReferralCode(db: Db, parentId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      // A savepoint inside a transaction: a clash must not abort the caller's transaction.
      const saved = await inTransaction(db, createFamiliesRepository, (store) =>
        store.setReferralCode(parentId, newReferralCode()),
      );
      if (saved) return saved;
      const existing = (await createFamiliesRepository(db).parentById(parentId))?.referralCode;
      if (existing) return existing;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not make a unique referral code');
}

export function createFamiliesService(ctx: Pick<AppContext, 'db' | 'storage'>) {
  const { db } = ctx;
  const repository = createFamiliesRepository(db);
  const account = createParentAccountService(ctx);

  return {
    /**
     * Links the parent to every child whose enrolment contacts or registration name the parent's
     * verified e-mail: joins the families those children are in, and groups children without a
     * family into one new family. Connecting again changes nothing.
     */
    async connect(parentId: string, language: Language): Promise<ConnectFamilyResult> {
      const parent = await account.existingParent(parentId);
      if (!parent.emailVerifiedAt) throw new AppError('FORBIDDEN', message('auth.verifyEmailFirst'));
      const email = parent.email.toLowerCase();

      await inTransaction(db, createFamiliesRepository, async (store, tx) => {
        const relationByChild = new Map<string, FamilyRelation>();
        // The enrolment record speaks first, then registrations, oldest first.
        for (const contact of await store.contactsWithEmail(email)) {
          if (!relationByChild.has(contact.childId)) relationByChild.set(contact.childId, contact.relation);
        }
        for (const row of await store.registrationsWithEmail(email)) {
          const relation = relationOnRegistration(row, email);
          if (row.childId && relation && !relationByChild.has(row.childId)) {
            relationByChild.set(row.childId, relation);
          }
        }

        const found = await store.lockChildren([...relationByChild.keys()]);
        const relationInFamily = new Map<string, FamilyRelation>();
        const orphans = found.filter((child) => child.familyId === null);
        for (const child of found) {
          const relation = relationByChild.get(child.id);
          if (child.familyId && relation && !relationInFamily.has(child.familyId)) {
            relationInFamily.set(child.familyId, relation);
          }
        }
        const firstOrphan = orphans[0];
        if (firstOrphan) {
          const orphanIds = orphans.map((child) => child.id);
          const contacts = await store.contactNamesOf(orphanIds);
          const namedAfter = familyNamedAfter(
            orphans.map((child) => ({
              name: child.name,
              contactNames: contacts.filter((row) => row.childId === child.id).map((row) => row.fullName),
            })),
            parent.fullName,
          );
          const familyId = await store.createFamily(namedAfter);
          await store.attachChildren(familyId, orphanIds);
          relationInFamily.set(familyId, relationByChild.get(firstOrphan.id) ?? 'guardian');
        }
        await store.addMembers(
          [...relationInFamily].map(([familyId, relation]) => ({ familyId, parentId, relation })),
        );

        if (!parent.referralCode && (relationInFamily.size > 0 || (await store.hasFamily(parentId)))) {
          await ensureReferralCode(tx, parentId);
        }
      });

      return { families: await account.familiesOf(parentId, language) };
    },

    /** The parent's referral code, made the first time and kept; only for a parent with a family. */
    async referralCode(parentId: string): Promise<ReferralCodeResult> {
      const parent = await account.existingParent(parentId);
      if (!(await repository.hasFamily(parentId))) {
        throw new AppError('CONFLICT', message('families.connectFirst'));
      }
      return { referralCode: parent.referralCode ?? (await ensureReferralCode(db, parentId)) };
    },
  };
}
