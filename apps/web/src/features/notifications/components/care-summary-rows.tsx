import { useTranslation } from 'react-i18next';
import { toastError } from '@/components/ui/use-toast';
import { useCareSummary, useSetCareSummary } from '../api/care-summary';
import { SettingRow } from './setting-row';

/** The end-of-day summary of the child's care log (issue 44): by push, by e-mail, or both. */
export function CareSummaryRows({ email }: { email: string }) {
  const { t } = useTranslation('notification-settings');
  const summary = useCareSummary();
  const setSummary = useSetCareSummary();
  if (!summary.data) return null;
  const current = summary.data;
  const change = (way: 'push' | 'email') => (on: boolean) =>
    setSummary.mutate({ ...current, [way]: on }, { onError: (error) => toastError(error) });
  return (
    <>
      <SettingRow
        label={t('careSummaryPush')}
        description={t('careSummaryPushDescription')}
        checked={current.push}
        disabled={setSummary.isPending}
        onChange={change('push')}
      />
      <SettingRow
        label={t('careSummaryEmail')}
        description={t('careSummaryEmailDescription', { email })}
        checked={current.email}
        disabled={setSummary.isPending}
        onChange={change('email')}
      />
    </>
  );
}
