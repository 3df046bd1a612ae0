import type { Db } from '../../db/client';
import { createFamilyCreditsRepository } from './repository';

/**
 * Pays earned referral credits (RM 25 for each paid registration that used a parent's code) onto
 * the referrer's family account at the centre of the family's first child, and marks them PAID:
 * reimbursed, as the referral leaderboard shows them (decision 098). `only` limits it to some
 * credits (the registration just paid); without it, every earned credit not yet paid is swept (the
 * month's run does, for referrers who had no child at a centre when their referral paid). A
 * referrer without a child at any centre keeps theirs EARNED until they have one. Each credit is
 * locked, so it is paid once whoever sweeps at the same time.
 */
export async function payReferralCredits(tx: Db, day: string, only?: readonly string[]) {
  const credits = createFamilyCreditsRepository(tx);
  const due = await credits.earnedReferralCredits(only);
  for (const credit of due) {
    const amountSen = credit.amountSen;
    const account = await credits.lockAccountOf(credit.familyId, credit.centreId);
    const entryId = await credits.addEntry({
      accountId: account.id,
      kind: 'REFERRAL',
      amountSen,
      balanceAfterSen: account.balanceSen + amountSen,
      day,
      referralCreditId: credit.id,
    });
    await credits.markReferralCreditPaid(credit.id);
    await credits.audit({
      actorType: 'system',
      action: 'family-credit.referral',
      entityType: 'family-credit',
      entityId: account.id,
      details: {
        entryId,
        referralCreditId: credit.id,
        amountSen,
        balanceAfterSen: account.balanceSen + amountSen,
      },
    });
  }
  return due.length;
}
