import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { creditPageSize } from '@/features/family-credits/api/credits-key';
import type { CreditFilters as Filters } from '@/features/family-credits/api/get-credits';
import { CreditDetail } from '@/features/family-credits/components/credit-detail';
import { CreditFilters } from '@/features/family-credits/components/credit-filters';
import { CreditsTable } from '@/features/family-credits/components/credits-table';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from './admin-page';

const A = paths.admin;

/** The list's search and filters as the address bar keeps them. */
const readCreditFilters = (params: URLSearchParams): Filters => ({
  search: params.get('search')?.trim() || undefined,
  centerId: params.get('centerId') || undefined,
  all: params.get('all') === 'true',
});

/** /app/admin/overtime/credits (issue 39): families holding credit, by centre, most first. */
export function OvertimeCreditsPage() {
  const { t } = useTranslation('overtime');
  const { filters, page, set } = useListParams(readCreditFilters);
  return (
    <AdminPage title={t('credits.title')} description={t('credits.description')}>
      <CreditFilters filters={filters} onChange={set} />
      <Card className="p-4">
        <CreditsTable
          query={{ ...filters, page, limit: creditPageSize }}
          onPage={(next, how) => set({ page: next }, how)}
          detailHref={A.overtimeCredit.href}
        />
      </Card>
    </AdminPage>
  );
}

/** /app/admin/overtime/credits/{accountId}: one family's credit, its entries, Apply and Refund. */
export function OvertimeCreditPage() {
  const { t } = useTranslation('overtime');
  const { accountId = '' } = useParams();
  return (
    <AdminPage
      title={t('credits.pageTitle')}
      showHeading={false}
      back={{ to: A.overtimeCredits.path, label: t('credits.back') }}
    >
      <CreditDetail accountId={accountId} invoiceHref={A.overtimeInvoice.href} />
    </AdminPage>
  );
}
