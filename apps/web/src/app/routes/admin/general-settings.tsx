import { FeverThresholdSetting } from '@/features/admin-settings/components/fever-threshold-setting';
import { GeneralSettings } from '@/features/admin-settings/components/general-settings';
import { AdminPage } from './admin-page';

/** /app/admin/settings/general (spec 2 §2.19): the three global feature switches, and the fever threshold. */
export function GeneralSettingsPage() {
  return (
    <AdminPage title="General Settings" description="Switch features on or off for every center and parent.">
      <div className="max-w-3xl">
        <GeneralSettings />
        <FeverThresholdSetting />
      </div>
    </AdminPage>
  );
}
