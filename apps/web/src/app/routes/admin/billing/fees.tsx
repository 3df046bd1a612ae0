import { useTranslation } from 'react-i18next';
import { billingPageSize } from '@/features/billing/api/billing-key';
import type { PackageFilters } from '@/features/billing/api/get-packages';
import { BillingListFilters } from '@/features/billing/components/billing-list-filters';
import { PackagesList } from '@/features/billing/components/packages-list';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from '../admin-page';

/** The list's centre and search as the address bar keeps them. */
export const readCentreSearch = (params: URLSearchParams): PackageFilters => ({
  search: params.get('search')?.trim() || undefined,
  centerId: params.get('centerId') || undefined,
});

/** /app/admin/billing/fees (issue 41): each package's monthly and one-off fees, their prices and history. */
export function BillingFeesPage() {
  const { t } = useTranslation('billing');
  const { filters, page, set } = useListParams(readCentreSearch);
  return (
    <AdminPage title={t('fees.title')} description={t('fees.description')}>
      <BillingListFilters filters={filters} onChange={set} searchPlaceholder={t('fees.searchPlaceholder')} />
      <PackagesList
        query={{ ...filters, page, limit: billingPageSize }}
        onPage={(next, how) => set({ page: next }, how)}
        onClearFilters={() => set({ search: undefined, centerId: undefined })}
      />
    </AdminPage>
  );
}
