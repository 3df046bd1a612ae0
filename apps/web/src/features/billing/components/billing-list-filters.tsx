import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFilter } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';

type Filters = { centerId?: string | undefined; search?: string | undefined };

type ListFiltersProps = {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
  /** What the search looks in: 'Search by package name...', 'Search by child name...'. */
  searchPlaceholder: string;
  /** The list's own filters after the two. */
  children?: ReactNode;
};

/** A billing list's search and centre filter, then its own (Fees, Enrolments, a run's invoices, Ageing). */
export function BillingListFilters({ filters, onChange, searchPlaceholder, children }: ListFiltersProps) {
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
      {children}
    </div>
  );
}
