import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingSettings } from '@/features/billing/api/billing-settings';
import { SettingsForm } from '@/features/billing/components/settings-form';
import { AdminPage } from '../admin-page';

/** /app/admin/billing/settings (issue 41): the run day, issuing drafts on their own, the reminder days. */
export function BillingSettingsPage() {
  const { t } = useTranslation('billing');
  const settings = useBillingSettings();
  return (
    <AdminPage title={t('settings.title')} description={t('settings.description')}>
      <div className="max-w-3xl">
        {settings.isPending ? <Skeleton className="h-72 w-full" /> : null}
        {settings.isError ? (
          <InlineLoadError error={settings.error} onRetry={() => settings.refetch()} />
        ) : null}
        {settings.data ? <SettingsForm settings={settings.data} /> : null}
      </div>
    </AdminPage>
  );
}
