import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { DownloadButton } from '@/components/download-button';
import { useAdminIncident } from '../api/admin-incidents';
import { useDownloadIncidentPdf } from '../api/download-incident-pdf';
import { IncidentReportView } from './incident-report-view';

/** A report as head office reads it (each read audited by the server), with its PDF. */
export function AdminIncidentView({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation('incidents');
  const incident = useAdminIncident(incidentId);
  const pdf = useDownloadIncidentPdf('admin');
  if (incident.isPending) return <DetailSkeleton />;
  if (incident.error) return <DetailError error={incident.error} notFound={t('report.notFound')} />;
  return (
    <IncidentReportView
      incident={incident.data}
      actions={
        <DownloadButton
          download={pdf}
          input={incidentId}
          label={t('report.pdf')}
          pendingLabel={t('report.pdfPending')}
          className="w-full sm:w-fit"
        />
      }
    />
  );
}
