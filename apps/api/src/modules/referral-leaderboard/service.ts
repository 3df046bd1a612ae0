import type { ReferralLeaderboardRow } from '@cic/contract';
import type { Db } from '../../db/client';
import { createReferralLeaderboardRepository, type ReferredRegistration } from './repository';

/**
 * Credits that count towards a referrer's reimbursement: earned (the referred registration was
 * paid) and already paid out. PENDING and CANCELLED credits do not (decision 018).
 */
export const reimbursedCreditStatuses = ['EARNED', 'PAID'] as const;

const ringgit = (sen: number) => Math.round(sen) / 100;

function counts(registration: ReferredRegistration) {
  const status = registration.creditStatus;
  return status !== null && (reimbursedCreditStatuses as readonly string[]).includes(status);
}

/**
 * One row per referrer: their referred registrations (count, children and logs, newest first)
 * and the reimbursement of their counted credits in ringgit. Ordered by referral count, then
 * reimbursement (both descending), then e-mail.
 */
export async function referralLeaderboard(db: Db): Promise<ReferralLeaderboardRow[]> {
  const registrations = await createReferralLeaderboardRepository(db).referredRegistrations();
  const rows = new Map<string, ReferralLeaderboardRow & { totalSen: number }>();
  for (const registration of registrations) {
    let row = rows.get(registration.referrerId);
    if (!row) {
      row = {
        id: registration.referrerId,
        parentName: registration.referrerName,
        email: registration.referrerEmail,
        referralCount: 0,
        enrolledChildren: [],
        totalReimbursement: 0,
        referralLogs: [],
        totalSen: 0,
      };
      rows.set(registration.referrerId, row);
    }
    row.referralCount += 1;
    if (counts(registration)) row.totalSen += registration.creditSen ?? 0;
    row.enrolledChildren.push({
      name: registration.studentName,
      center: registration.centreName,
      package: registration.packageName,
      year: registration.yearIntake,
      status: registration.status,
    });
    row.referralLogs.push({
      dateTime: registration.createdAt.toISOString(),
      cicCentre: registration.centreName,
      studentID: registration.registrationNumber,
      fatherName: registration.fatherName,
      motherName: registration.motherName,
      studentName: registration.studentName,
      contactEmail: registration.contactEmail,
      referralCode: registration.referralCode ?? registration.referrerCode ?? '',
      fatherICNumber: registration.fatherIdNumber,
      motherICNumber: registration.motherIdNumber,
      registrationStatus: registration.status,
      creditStatus: registration.creditStatus,
    });
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.referralCount - a.referralCount ||
        b.totalSen - a.totalSen ||
        a.email.localeCompare(b.email) ||
        a.id.localeCompare(b.id),
    )
    .map(({ totalSen, ...row }) => ({ ...row, totalReimbursement: ringgit(totalSen) }));
}
