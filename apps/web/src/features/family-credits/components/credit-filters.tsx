import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCentres } from '@/lib/centres';
import type { CreditFilters as Filters } from '../api/get-credits';

type CreditFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

/** The list's search (family), centre, and whether accounts with nothing left are shown. */
export function CreditFilters({ filters, onChange }: CreditFiltersProps) {
  const { t } = useTranslation('overtime');
  const allId = useId();
  const centres = useCentres();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        value={filters.search ?? ''}
        placeholder={t('credits.searchPlaceholder')}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      <FormField label={t('credits.center')}>
        <NativeSelect
          value={filters.centerId ?? ''}
          onChange={(event) => onChange({ centerId: event.target.value || undefined })}
        >
          <option value="">{t('credits.allCenters')}</option>
          {(centres.data ?? []).map((centre) => (
            <option key={centre.id} value={centre.id}>
              {centre.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex h-10 items-center gap-2">
        <Checkbox
          id={allId}
          checked={filters.all === true}
          onCheckedChange={(checked) => onChange({ all: checked === true })}
        />
        <Label htmlFor={allId}>{t('credits.showAll')}</Label>
      </div>
    </div>
  );
}
