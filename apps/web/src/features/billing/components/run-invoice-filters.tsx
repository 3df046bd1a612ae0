import { useTranslation } from 'react-i18next';
import { CentreFilter, CheckFilter } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import type { RunInvoiceFilters as Filters } from '../api/get-run-invoices';

type RunInvoiceFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

/** The run's invoices by family or child, centre, and only the families whose total changed. */
export function RunInvoiceFilters({ filters, onChange }: RunInvoiceFiltersProps) {
  const { t } = useTranslation('billing');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        value={filters.search ?? ''}
        placeholder={t('run.invoices.searchPlaceholder')}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      <CentreFilter
        label={t('filters.center')}
        allLabel={t('filters.allCenters')}
        value={filters.centerId}
        onChange={(centerId) => onChange({ centerId })}
      />
      <CheckFilter
        label={t('run.invoices.changedOnly')}
        checked={filters.changed === true}
        onChange={(changed) => onChange({ changed })}
      />
    </div>
  );
}
