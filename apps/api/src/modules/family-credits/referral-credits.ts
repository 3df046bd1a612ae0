import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Rows } from '../../db/rows';
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
  const due = (await tx.execute(sql`
    select rc.id, rc.amount_sen, target.family_id, target.centre_id
    from referral_credits rc
    cross join lateral (
      select c.family_id, c.centre_id from family_members m
      join children c on c.family_id = m.family_id
      where m.parent_id = rc.referrer_parent_id
      order by c.created_at, c.id limit 1
    ) target
    where rc.status = 'EARNED' and rc.amount_sen > 0
      ${only ? sql`and rc.id = any(${sql.param([...only])}::uuid[])` : sql``}
    order by rc.created_at, rc.id
    for update of rc`)) as unknown as Rows<{
    id: string;
    amount_sen: number;
    family_id: string;
    centre_id: string;
  }>;
  const credits = createFamilyCreditsRepository(tx);
  for (const credit of due.rows) {
    const amountSen = Number(credit.amount_sen);
    const account = await credits.lockAccountOf(credit.family_id, credit.centre_id);
    const entryId = await credits.addEntry({
      accountId: account.id,
      kind: 'REFERRAL',
      amountSen,
      balanceAfterSen: account.balanceSen + amountSen,
      day,
      referralCreditId: credit.id,
    });
    await tx.execute(sql`update referral_credits set status = 'PAID' where id = ${credit.id}::uuid`);
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
  return due.rows.length;
}
