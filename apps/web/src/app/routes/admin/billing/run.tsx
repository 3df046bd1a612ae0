import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { AdminSection } from '@/components/admin-section';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Card } from '@/components/ui/card';
import { billingPageSize } from '@/features/billing/api/billing-key';
import { useRun } from '@/features/billing/api/get-run';
import type { RunInvoiceFilters } from '@/features/billing/api/get-run-invoices';
import { RunActions } from '@/features/billing/components/run-actions';
import { RunCentresTable } from '@/features/billing/components/run-centres-table';
import { RunInvoiceFilters as Filters } from '@/features/billing/components/run-invoice-filters';
import { RunInvoicesTable } from '@/features/billing/components/run-invoices-table';
import { RunOverview } from '@/features/billing/components/run-overview';
import { useListParams } from '@/hooks/use-list-params';
import { formatMonth } from '@/lib/time';
import { AdminPage } from '../admin-page';

const A = paths.admin;

/** The invoice list's centre, search and 'only changes' as the address bar keeps them. */
const readRunInvoiceFilters = (params: URLSearchParams): RunInvoiceFilters => ({
  search: params.get('search')?.trim() || undefined,
  centerId: params.get('centerId') || undefined,
  changed: params.get('changed') === 'true',
});

/**
 * /app/admin/billing/runs/{runId} (issue 41): the month's run, followed while it drafts or issues;
 * its figures, totals by centre, and the invoices with what changed since last month, each opening
 * on the invoice's own page. 'Issue all' once it is drafted.
 */
export function BillingRunPage() {
  const { t } = useTranslation('billing');
  const { runId = '' } = useParams();
  const navigate = useNavigate();
  const run = useRun(runId);
  const { filters, page, set } = useListParams(readRunInvoiceFilters);
  const data = run.data;
  const figures = data ? `${data.status}:${data.invoices}:${data.issued}:${data.totalSen}` : '';
  return (
    <AdminPage
      title={data ? t('run.title', { month: formatMonth(data.month) }) : t('run.pageTitle')}
      back={{ to: A.billingRuns.path, label: t('run.back') }}
      actions={data ? <RunActions run={data} onRun={(id) => navigate(A.billingRun.href(id))} /> : null}
    >
      {run.isPending ? <DetailSkeleton /> : null}
      {run.isError ? <DetailError error={run.error} notFound={t('run.notFound')} /> : null}
      {data ? (
        <>
          <RunOverview run={data} />
          <AdminSection id="billing-run-centres" title={t('run.centres.title')}>
            <Card className="p-4">
              <RunCentresTable run={data} />
            </Card>
          </AdminSection>
          <AdminSection id="billing-run-invoices" title={t('run.invoices.title')}>
            <Filters filters={filters} onChange={set} />
            <Card className="p-4">
              <RunInvoicesTable
                runId={runId}
                query={{ ...filters, page, limit: billingPageSize }}
                figures={figures}
                onPage={(next, how) => set({ page: next }, how)}
                detailHref={A.overtimeInvoice.href}
              />
            </Card>
          </AdminSection>
        </>
      ) : null}
    </AdminPage>
  );
}
