import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { useAdminIncident } from '../api/admin-incidents';
import { IncidentPdfButton } from './incident-pdf-button';
import { IncidentReportView } from './incident-report-view';

/** A report as head office reads it (each read audited by the server), with its PDF. */
export function AdminIncidentView({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation('incidents');
  const incident = useAdminIncident(incidentId);
  if (incident.isPending) return <DetailSkeleton />;
  if (incident.error) return <DetailError error={incident.error} notFound={t('report.notFound')} />;
  return (
    <IncidentReportView
      incident={incident.data}
      actions={<IncidentPdfButton incidentId={incidentId} reader="admin" />}
    />
  );
}
