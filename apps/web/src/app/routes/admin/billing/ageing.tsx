import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { AdminSection } from '@/components/admin-section';
import { DownloadButton } from '@/components/download-button';
import { Card } from '@/components/ui/card';
import { billingPageSize } from '@/features/billing/api/billing-key';
import { useExportAgeing } from '@/features/billing/api/export-ageing';
import { AgeingFilters } from '@/features/billing/components/ageing-filters';
import { AgeingSummary } from '@/features/billing/components/ageing-summary';
import { AgeingTable } from '@/features/billing/components/ageing-table';
import { readAgeingPage } from '@/features/billing/lib/read-ageing-filters';
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
  const { filters: listed, page, set } = useListParams(readAgeingPage);
  const { after, before, ...filters } = listed;
  const noPlace = { after: undefined, before: undefined };
  const exporter = useExportAgeing();
  return (
    <AdminPage
      title={t('ageing.title')}
      description={t('ageing.description')}
      actions={
        <DownloadButton
          download={exporter}
          input={filters}
          label={t('ageing.export')}
          pendingLabel={t('ageing.exporting')}
        />
      }
    >
      <AgeingFilters filters={filters} onChange={(changed) => set({ ...changed, ...noPlace })} />
      <AgeingSummary filters={filters} />
      <AdminSection id="billing-ageing-families" title={t('ageing.tableLabel')}>
        <Card className="p-4">
          <AgeingTable
            query={{ ...filters, after, before, page, limit: billingPageSize }}
            onPage={(next, place, how) => set({ ...noPlace, ...place, page: next }, how)}
            statementHref={(familyId, centerId) => A.billingStatement.href({ familyId, centerId })}
          />
        </Card>
      </AdminSection>
    </AdminPage>
  );
}
