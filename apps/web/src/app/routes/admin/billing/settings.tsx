import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingSettings } from '@/features/billing/api/billing-settings';
import { RegistrationNumbers } from '@/features/billing/components/registration-numbers';
import { SettingsForm } from '@/features/billing/components/settings-form';
import { AdminPage } from '../admin-page';

/**
 * /app/admin/billing/settings (issue 41): the run day, issuing drafts on their own, the reminder
 * days; below them, the centres' registration numbers the yearly fee statement prints.
 */
export function BillingSettingsPage() {
  const { t } = useTranslation('billing');
  const settings = useBillingSettings();
  return (
    <AdminPage title={t('settings.title')} description={t('settings.description')}>
      <div className="grid max-w-3xl grid-cols-1 gap-8">
        <div>
          {settings.isPending ? <Skeleton className="h-72 w-full" /> : null}
          {settings.isError ? (
            <InlineLoadError error={settings.error} onRetry={() => settings.refetch()} />
          ) : null}
          {settings.data ? <SettingsForm settings={settings.data} /> : null}
        </div>
        <RegistrationNumbers />
      </div>
    </AdminPage>
  );
}
