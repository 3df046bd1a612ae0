import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/download-button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { todayInKualaLumpur } from '@/lib/time';
import { useDownloadYearlyStatementPdf } from '../api/download-yearly-statement-pdf';

/**
 * A child's yearly fee statement (issue 41), for the childcare fee tax relief: which child and
 * which year (last year until another is chosen, as claims are made for the year past), and its
 * PDF, fetched with the parent's session and saved.
 */
export function YearlyStatementSection({ childOptions }: { childOptions: { id: string; name: string }[] }) {
  const { t } = useTranslation('payments');
  const id = useId();
  // This Kuala Lumpur year and the four before, newest first.
  const thisYear = Number(todayInKualaLumpur().slice(0, 4));
  const years = Array.from({ length: 5 }, (_, back) => thisYear - back);
  const [chosenChild, setChosenChild] = useState<string | null>(null);
  const [year, setYear] = useState(thisYear - 1);
  const pdf = useDownloadYearlyStatementPdf();
  const child = childOptions.find((each) => each.id === chosenChild) ?? childOptions[0];
  if (!child) return null;
  return (
    <Card aria-labelledby={`${id}-title`} className="grid min-w-0 grid-cols-1 gap-4 p-4" role="region">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-semibold text-zinc-900">
          {t('yearly.title')}
        </h2>
        <p className="text-sm text-zinc-600">{t('yearly.intro')}</p>
      </div>
      <FormField label={t('yearly.child')}>
        <NativeSelect value={child.id} onChange={(event) => setChosenChild(event.target.value)}>
          {childOptions.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('yearly.year')}>
        <NativeSelect value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {years.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <DownloadButton
        className="w-fit"
        download={pdf}
        input={{ childId: child.id, year }}
        label={t('statement.download')}
        pendingLabel={t('statement.downloading')}
      />
    </Card>
  );
}
