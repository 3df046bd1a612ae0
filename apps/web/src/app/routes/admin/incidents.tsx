/**
 * Head office's incident reports (issue 44, the CARE module): across centres by period, kind and
 * centre, with the CSV; one report with its PDF. A chunk of its own with the `incidents` words.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { DownloadButton } from '@/components/download-button';
import { Card } from '@/components/ui/card';
import { useExportIncidents } from '@/features/incidents/api/admin-incidents';
import { AdminIncidentFilters } from '@/features/incidents/components/admin-incident-filters';
import { AdminIncidentView } from '@/features/incidents/components/admin-incident-view';
import { AdminIncidentsTable } from '@/features/incidents/components/admin-incidents-table';
import {
  apiIncidentFilters,
  readAdminIncidentFilters,
} from '@/features/incidents/lib/read-admin-incident-filters';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from './admin-page';

const A = paths.admin;

/** /app/admin/incidents?from&to&kind&centre&page: the reports of the period (this month so far at first). */
export function IncidentsPage() {
  const { t } = useTranslation('incidents');
  const { filters, page, set } = useListParams((params) => readAdminIncidentFilters(params));
  const exporter = useExportIncidents();
  const query = apiIncidentFilters(filters);
  return (
    <AdminPage
      title={t('admin.title')}
      description={t('admin.description')}
      actions={
        <DownloadButton
          download={exporter}
          input={query}
          label={t('admin.csv')}
          pendingLabel={t('admin.csvPending')}
        />
      }
    >
      <AdminIncidentFilters filters={filters} onChange={set} />
      <Card className="p-4">
        <AdminIncidentsTable
          query={{ ...query, page }}
          onPage={(next, how) => set({ page: next }, how)}
          detailHref={A.incident.href}
        />
      </Card>
    </AdminPage>
  );
}

/** /app/admin/incidents/{id}: one report, read under audit. */
export function IncidentPage() {
  const { t } = useTranslation('incidents');
  const { incidentId = '' } = useParams();
  return (
    <AdminPage title={t('report.title')} back={{ to: A.incidents.path, label: t('admin.back') }}>
      <AdminIncidentView incidentId={incidentId} />
    </AdminPage>
  );
}
