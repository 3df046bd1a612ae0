import { useTranslation } from 'react-i18next';
import { CentreFilter, CheckFilter } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import type { CreditFilters as Filters } from '../api/get-credits';

type CreditFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

/** The list's search (family), centre, and whether accounts with nothing left are shown. */
export function CreditFilters({ filters, onChange }: CreditFiltersProps) {
  const { t } = useTranslation('overtime');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        value={filters.search ?? ''}
        placeholder={t('credits.searchPlaceholder')}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      <CentreFilter
        label={t('credits.center')}
        allLabel={t('credits.allCenters')}
        value={filters.centerId}
        onChange={(centerId) => onChange({ centerId })}
      />
      <CheckFilter
        label={t('credits.showAll')}
        checked={filters.all === true}
        onChange={(all) => onChange({ all })}
      />
    </div>
  );
}
