import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/download-button';
import { type IncidentReader, useDownloadIncidentPdf } from '../api/download-incident-pdf';

/** A report's PDF for the file, as each reader's page offers it. */
export function IncidentPdfButton({ incidentId, reader }: { incidentId: string; reader: IncidentReader }) {
  const { t } = useTranslation('incidents');
  const pdf = useDownloadIncidentPdf(reader);
  return (
    <DownloadButton
      download={pdf}
      input={incidentId}
      label={t('report.pdf')}
      pendingLabel={t('report.pdfPending')}
      className="w-full sm:w-fit"
    />
  );
}
