import { overtimeInvoiceStatuses } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { CentreFilter, CheckFilter } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { InvoiceFilters as Filters } from '../api/get-invoices';

type InvoiceFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

const isStatus = (value: string): value is (typeof overtimeInvoiceStatuses)[number] =>
  (overtimeInvoiceStatuses as readonly string[]).includes(value);

/** The list's search (number, family, child) and filters: centre, status and overdue. */
export function InvoiceFilters({ filters, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('overtime');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        value={filters.search ?? ''}
        placeholder={t('invoices.searchPlaceholder')}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      <CentreFilter
        label={t('invoices.center')}
        allLabel={t('invoices.allCenters')}
        value={filters.centerId}
        onChange={(centerId) => onChange({ centerId })}
      />
      <FormField label={t('invoices.statusFilter')}>
        <NativeSelect
          value={filters.status ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ status: isStatus(value) ? value : undefined });
          }}
        >
          <option value="">{t('invoices.allStatuses')}</option>
          {overtimeInvoiceStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`invoices.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <CheckFilter
        label={t('invoices.overdueOnly')}
        checked={filters.overdue === true}
        onChange={(overdue) => onChange({ overdue })}
      />
    </div>
  );
}
