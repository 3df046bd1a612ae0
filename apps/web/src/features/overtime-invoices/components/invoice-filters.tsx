import { overtimeInvoiceStatuses } from '@cic/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCentres } from '@/lib/centres';
import type { InvoiceFilters as Filters } from '../api/get-invoices';

type InvoiceFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

const isStatus = (value: string): value is (typeof overtimeInvoiceStatuses)[number] =>
  (overtimeInvoiceStatuses as readonly string[]).includes(value);

/** The list's search (number, family, child) and filters: centre, status and overdue. */
export function InvoiceFilters({ filters, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('overtime');
  const overdueId = useId();
  const centres = useCentres();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        value={filters.search ?? ''}
        placeholder={t('invoices.searchPlaceholder')}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      <FormField label={t('invoices.center')}>
        <NativeSelect
          value={filters.centerId ?? ''}
          onChange={(event) => onChange({ centerId: event.target.value || undefined })}
        >
          <option value="">{t('invoices.allCenters')}</option>
          {(centres.data ?? []).map((centre) => (
            <option key={centre.id} value={centre.id}>
              {centre.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
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
      <div className="flex h-10 items-center gap-2">
        <Checkbox
          id={overdueId}
          checked={filters.overdue === true}
          onCheckedChange={(checked) => onChange({ overdue: checked === true })}
        />
        <Label htmlFor={overdueId}>{t('invoices.overdueOnly')}</Label>
      </div>
    </div>
  );
}
