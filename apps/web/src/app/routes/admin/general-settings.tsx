import { useTranslation } from 'react-i18next';
import { FeverThresholdSetting } from '@/features/admin-settings/components/fever-threshold-setting';
import { GeneralSettings } from '@/features/admin-settings/components/general-settings';
import { MessageRetentionSetting } from '@/features/admin-settings/components/message-retention-setting';
import { RatioAlertSetting } from '@/features/admin-settings/components/ratio-alert-setting';
import { RatioRulesSettings } from '@/features/admin-settings/components/ratio-rules-settings';
import { AdminPage } from './admin-page';

/**
 * /app/admin/settings/general (spec 2 §2.19): the three global feature switches, the fever
 * threshold, how long conversations are kept (decision 114), and the staff-to-child ratios with
 * their alert (issue 45).
 */
export function GeneralSettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('settings.title')} description={t('settings.description')}>
      <div className="max-w-3xl">
        <GeneralSettings />
        <FeverThresholdSetting />
        <MessageRetentionSetting />
        <RatioRulesSettings />
        <RatioAlertSetting />
      </div>
    </AdminPage>
  );
}
