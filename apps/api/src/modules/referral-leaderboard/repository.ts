import { desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centres, packages, parents, referralCredits, registrations } from '../../db/schema/index';

export function createReferralLeaderboardRepository(db: Db) {
  return {
    /**
     * Every referred registration with its referrer and credit, newest first, in one query. A
     * registration is referred when it names a referrer or carries a referral credit; the
     * credit's referrer wins when both are present.
     */
    async referredRegistrations() {
      const referrerId = sql`coalesce(${referralCredits.referrerParentId}, ${registrations.referrerParentId})`;
      return db
        .select({
          referrerId: parents.id,
          referrerName: parents.fullName,
          referrerEmail: parents.email,
          referrerCode: parents.referralCode,
          createdAt: registrations.createdAt,
          registrationNumber: registrations.registrationNumber,
          studentName: registrations.fullName,
          yearIntake: registrations.yearIntake,
          status: registrations.status,
          contactEmail: registrations.contactEmail,
          referralCode: registrations.referralCode,
          fatherName: registrations.fatherFullName,
          fatherIdNumber: registrations.fatherIdNumber,
          motherName: registrations.motherFullName,
          motherIdNumber: registrations.motherIdNumber,
          centreName: centres.name,
          packageName: packages.name,
          creditStatus: referralCredits.status,
          creditSen: referralCredits.amountSen,
        })
        .from(registrations)
        .leftJoin(referralCredits, eq(referralCredits.registrationId, registrations.id))
        .innerJoin(parents, eq(parents.id, referrerId))
        .innerJoin(centres, eq(centres.id, registrations.centreId))
        .leftJoin(packages, eq(packages.id, registrations.packageId))
        .where(or(isNotNull(registrations.referrerParentId), isNotNull(referralCredits.id)))
        .orderBy(desc(registrations.createdAt), desc(registrations.registrationNumber));
    },
  };
}
export type ReferredRegistration = Awaited<
  ReturnType<ReturnType<typeof createReferralLeaderboardRepository>['referredRegistrations']>
>[number];
