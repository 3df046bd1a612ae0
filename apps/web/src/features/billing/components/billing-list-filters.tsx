import { useTranslation } from 'react-i18next';
import { CentreFilter } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';

type Filters = { centerId?: string | undefined; search?: string | undefined };

type ListFiltersProps = {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
  /** What the search looks in: 'Search by package name...', 'Search by child name...'. */
  searchPlaceholder: string;
};

/** A billing list's search and centre filter (the Fees and Enrolments pages). */
export function BillingListFilters({ filters, onChange, searchPlaceholder }: ListFiltersProps) {
  const { t } = useTranslation('billing');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        value={filters.search ?? ''}
        placeholder={searchPlaceholder}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      <CentreFilter
        label={t('filters.center')}
        allLabel={t('filters.allCenters')}
        value={filters.centerId}
        onChange={(centerId) => onChange({ centerId })}
      />
    </div>
  );
}
