import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { runsPageSize } from '@/features/billing/api/billing-key';
import { RunsTable } from '@/features/billing/components/runs-table';
import { StartRunDialog } from '@/features/billing/components/start-run-dialog';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from '../admin-page';

const A = paths.admin;
const readNothing = () => ({});

/** /app/admin/billing/runs (issue 41): the monthly runs, the newest month first, and 'Bill a month'. */
export function BillingRunsPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const { page, set } = useListParams(readNothing);
  const [starting, setStarting] = useState(false);
  return (
    <AdminPage
      title={t('runs.title')}
      description={t('runs.description')}
      actions={
        <Button onClick={() => setStarting(true)}>
          <Plus aria-hidden="true" />
          {t('runs.start.open')}
        </Button>
      }
    >
      <Card className="p-4">
        <RunsTable
          query={{ page, limit: runsPageSize }}
          onPage={(next, how) => set({ page: next }, how)}
          detailHref={A.billingRun.href}
        />
      </Card>
      {starting ? (
        <StartRunDialog
          onClose={() => setStarting(false)}
          onStarted={(runId) => navigate(A.billingRun.href(runId))}
        />
      ) : null}
    </AdminPage>
  );
}
