import type { OvertimeReport } from '@cic/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { overtimePageSize } from '@/features/overtime-reports/api/reports-key';
import { DeleteReportDialog } from '@/features/overtime-reports/components/delete-report-dialog';
import { EditReportDialog } from '@/features/overtime-reports/components/edit-report-dialog';
import { GenerateReportDialog } from '@/features/overtime-reports/components/generate-report-dialog';
import { ReportsTable } from '@/features/overtime-reports/components/reports-table';
import { useSearchListParams } from '@/hooks/use-list-params';
import { AdminPage } from './admin-page';

/** /app/admin/overtime/reports: every overtime report, searchable by name and paged (spec 3 §2.3). */
export function OvertimeReportsPage() {
  const { t } = useTranslation('overtime');
  const { query, set } = useSearchListParams(overtimePageSize);
  const [generating, setGenerating] = useState(false);
  const [editing, setEditing] = useState<OvertimeReport | null>(null);
  const [deleting, setDeleting] = useState<OvertimeReport | null>(null);
  return (
    <AdminPage
      title={t('reports.title')}
      description={t('reports.description')}
      actions={
        <Button onClick={() => setGenerating(true)}>
          <Plus aria-hidden="true" />
          {t('reports.generate')}
        </Button>
      }
    >
      <SearchBox
        value={query.search ?? ''}
        placeholder={t('reports.searchPlaceholder')}
        onSearch={(search) => set({ search: search || undefined })}
      />
      <Card className="p-4">
        <ReportsTable
          query={query}
          onPage={(page, how) => set({ page }, how)}
          onClearSearch={() => set({ search: undefined })}
          detailHref={paths.admin.overtimeReport.href}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </Card>
      {generating ? <GenerateReportDialog onClose={() => setGenerating(false)} /> : null}
      {editing ? <EditReportDialog report={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteReportDialog report={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
