import { ReferralLeaderboard } from '@/features/referrals/components/referral-leaderboard';
import { AdminPage } from './admin-page';

/** /app/admin/referrals (spec 2 §2.17): the referral leaderboard. */
export function ReferralsPage() {
  return (
    <AdminPage
      title="Referral Leaderboard"
      description="Parents whose referral codes brought in new registrations, and what they are owed."
    >
      <ReferralLeaderboard />
    </AdminPage>
  );
}
