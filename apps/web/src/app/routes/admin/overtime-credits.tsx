import { parsePageNumber } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { creditPageSize } from '@/features/family-credits/api/credits-key';
import type { CreditFilters as Filters } from '@/features/family-credits/api/get-credits';
import { CreditDetail } from '@/features/family-credits/components/credit-detail';
import { CreditFilters } from '@/features/family-credits/components/credit-filters';
import { CreditsTable } from '@/features/family-credits/components/credits-table';
import { AdminPage } from './admin-page';

const A = paths.admin;

/** The list's search, filters and page in the address bar, so a reload or a shared link shows the same. */
function useCreditParams() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    search: params.get('search')?.trim() || undefined,
    centerId: params.get('centerId') || undefined,
    all: params.get('all') === 'true',
  };
  const pageText = params.get('page');
  const page = (pageText === null ? null : parsePageNumber(pageText)) ?? 1;
  const set = (
    next: Partial<Filters> & { page?: number },
    { replace = next.page === undefined }: { replace?: boolean } = {},
  ) => {
    const merged = { ...filters, ...next };
    const entries: Record<string, string> = {};
    if (merged.search) entries.search = merged.search;
    if (merged.centerId) entries.centerId = merged.centerId;
    if (merged.all) entries.all = 'true';
    if (next.page && next.page > 1) entries.page = String(next.page);
    setParams(entries, { replace });
  };
  return { filters, page, set };
}

/** /app/admin/overtime/credits (issue 39): families holding credit, by centre, most first. */
export function OvertimeCreditsPage() {
  const { t } = useTranslation('overtime');
  const { filters, page, set } = useCreditParams();
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
