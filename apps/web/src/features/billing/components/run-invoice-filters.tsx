import { useTranslation } from 'react-i18next';
import { CheckFilter } from '@/components/list-filters';
import type { RunInvoiceFilters as Filters } from '../api/get-run-invoices';
import { BillingListFilters } from './billing-list-filters';

type RunInvoiceFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

/** The run's invoices by family or child, centre, and only the families whose total changed. */
export function RunInvoiceFilters({ filters, onChange }: RunInvoiceFiltersProps) {
  const { t } = useTranslation('billing');
  return (
    <BillingListFilters
      filters={filters}
      onChange={onChange}
      searchPlaceholder={t('run.invoices.searchPlaceholder')}
    >
      <CheckFilter
        label={t('run.invoices.changedOnly')}
        checked={filters.changed === true}
        onChange={(changed) => onChange({ changed })}
      />
    </BillingListFilters>
  );
}
