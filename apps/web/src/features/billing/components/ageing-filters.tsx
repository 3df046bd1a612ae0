import { ageingBuckets } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { DayFilter } from '@/components/day-filter';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { AgeingFilters as Filters } from '../api/get-ageing';
import { BillingListFilters } from './billing-list-filters';

type AgeingFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

/** The ageing by family or child, centre, bucket owed in, and the day it is aged at (today when empty). */
export function AgeingFilters({ filters, onChange }: AgeingFiltersProps) {
  const { t } = useTranslation('billing');
  return (
    <BillingListFilters
      filters={filters}
      onChange={onChange}
      searchPlaceholder={t('ageing.searchPlaceholder')}
    >
      <FormField label={t('ageing.bucketFilter')}>
        <NativeSelect
          value={filters.bucket ?? ''}
          onChange={(event) =>
            onChange({ bucket: ageingBuckets.find((bucket) => bucket === event.target.value) })
          }
        >
          <option value="">{t('ageing.allBuckets')}</option>
          {ageingBuckets.map((bucket) => (
            <option key={bucket} value={bucket}>
              {t(`ageing.buckets.${bucket}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <DayFilter label={t('ageing.asOf')} value={filters.asOf} onChange={(asOf) => onChange({ asOf })} />
    </BillingListFilters>
  );
}
