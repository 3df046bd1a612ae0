import { eInvoiceSources, eInvoiceStatuses } from '@cic/contract';
import { isCalendarMonth } from '@cic/contract/shared/calendar-date';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { EInvoiceFilters as Filters } from '../api/get-e-invoices';

type EInvoiceFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

/** The e-invoices by our number, the invoice's number or the family; status; kind; the month issued. */
export function EInvoiceFilters({ filters, onChange }: EInvoiceFiltersProps) {
  const { t } = useTranslation('billing');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        value={filters.search ?? ''}
        placeholder={t('eInvoices.searchPlaceholder')}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      <FormField label={t('eInvoices.statusFilter')}>
        <NativeSelect
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ status: eInvoiceStatuses.find((status) => status === event.target.value) })
          }
        >
          <option value="">{t('eInvoices.allStatuses')}</option>
          {eInvoiceStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`eInvoices.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('eInvoices.sourceFilter')}>
        <NativeSelect
          value={filters.source ?? ''}
          onChange={(event) =>
            onChange({ source: eInvoiceSources.find((source) => source === event.target.value) })
          }
        >
          <option value="">{t('eInvoices.allSources')}</option>
          {eInvoiceSources.map((source) => (
            <option key={source} value={source}>
              {t(`eInvoices.source.${source}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('eInvoices.monthFilter')}>
        <Input
          type="month"
          className="w-48"
          placeholder={t('fees.form.monthPlaceholder')}
          value={filters.month ?? ''}
          onChange={(event) =>
            onChange({ month: isCalendarMonth(event.target.value) ? event.target.value : undefined })
          }
        />
      </FormField>
    </div>
  );
}
