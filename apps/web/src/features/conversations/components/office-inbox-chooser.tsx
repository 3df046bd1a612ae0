import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useOfficeCentres } from '../api/get-office-centres';

/**
 * Which inbox head office reads: its own (`''`), or a centre's shared inbox (the centre's id),
 * whose conversations it opens read-only and audited (decision 116).
 */
export function OfficeInboxChooser({
  centreId,
  onChange,
}: {
  centreId: string;
  onChange: (centreId: string) => void;
}) {
  const { t } = useTranslation('conversations');
  const centres = useOfficeCentres();
  return (
    <div className="grid gap-2">
      <FormField
        label={t('inbox.inboxOf')}
        hint={centreId ? t('inbox.readingCentre') : undefined}
        className="w-full sm:w-80"
      >
        <NativeSelect value={centreId} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('inbox.headOfficeInbox')}</option>
          {(centres.data ?? []).map((centre) => (
            <option key={centre.id} value={centre.id}>
              {centre.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {centres.error ? <InlineLoadError error={centres.error} onRetry={() => centres.refetch()} /> : null}
    </div>
  );
}
