import { useTranslation } from 'react-i18next';
import { ReferralLeaderboard } from '@/features/referrals/components/referral-leaderboard';
import { AdminPage } from './admin-page';

/** /app/admin/referrals (spec 2 §2.17): the referral leaderboard. */
export function ReferralsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('referrals.title')} description={t('referrals.description')}>
      <ReferralLeaderboard />
    </AdminPage>
  );
}
