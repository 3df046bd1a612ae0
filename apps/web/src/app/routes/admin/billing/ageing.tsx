import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastError } from '@/components/ui/use-toast';
import { billingPageSize } from '@/features/billing/api/billing-key';
import { useExportAgeing } from '@/features/billing/api/export-ageing';
import { AgeingFilters } from '@/features/billing/components/ageing-filters';
import { AgeingSummary } from '@/features/billing/components/ageing-summary';
import { AgeingTable } from '@/features/billing/components/ageing-table';
import { readAgeingFilters } from '@/features/billing/lib/read-ageing-filters';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from '../admin-page';

const A = paths.admin;

/**
 * /app/admin/billing/ageing (issue 41): what families owe by days past the due dates, by centre,
 * family or child, bucket and the day it is aged at; the totals above the list, each family's
 * statement from its row, and the CSV of every row the filters match.
 */
export function BillingAgeingPage() {
  const { t } = useTranslation('billing');
  const { filters, page, set } = useListParams(readAgeingFilters);
  const exporter = useExportAgeing();
  return (
    <AdminPage
      title={t('ageing.title')}
      description={t('ageing.description')}
      actions={
        <Button
          variant="outline"
          disabled={exporter.isPending}
          onClick={() => exporter.mutate(filters, { onError: (error) => toastError(error) })}
        >
          <Download aria-hidden="true" />
          {exporter.isPending ? t('ageing.exporting') : t('ageing.export')}
        </Button>
      }
    >
      <AgeingFilters filters={filters} onChange={set} />
      <AgeingSummary filters={filters} />
      <section aria-labelledby="billing-ageing-families" className="grid grid-cols-1 gap-3">
        <h2 id="billing-ageing-families" className="text-lg font-semibold text-zinc-900">
          {t('ageing.tableLabel')}
        </h2>
        <Card className="p-4">
          <AgeingTable
            query={{ ...filters, page, limit: billingPageSize }}
            onPage={(next, how) => set({ page: next }, how)}
            statementHref={(familyId, centerId) => A.billingStatement.href({ familyId, centerId })}
          />
        </Card>
      </section>
    </AdminPage>
  );
}
