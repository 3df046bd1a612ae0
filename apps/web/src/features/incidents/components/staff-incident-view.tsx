import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Button } from '@/components/ui/button';
import { useCentreIncident } from '../api/centre-incident';
import { IncidentCorrectionDialog } from './incident-correction-dialog';
import { IncidentPdfButton } from './incident-pdf-button';
import { IncidentReportView } from './incident-report-view';
import { IncidentReviewForm } from './incident-review-form';
import { IncidentVersions } from './incident-versions';

/**
 * A report as the centre's staff read it (decision 124): its facts with the parents'
 * acknowledgements, the PDF, Correct with why, the versions kept, and for the head of centre the
 * review and Complete while it is open.
 */
export function StaffIncidentView({
  incidentId,
  headOfCentre,
}: {
  incidentId: string;
  headOfCentre: boolean;
}) {
  const { t } = useTranslation('incidents');
  const incident = useCentreIncident(incidentId);
  const [correcting, setCorrecting] = useState(false);
  const correctButton = useRef<HTMLButtonElement>(null);
  if (incident.isPending) return <DetailSkeleton />;
  if (incident.error) return <DetailError error={incident.error} notFound={t('report.notFound')} />;
  const data = incident.data;
  return (
    <IncidentReportView
      incident={data}
      actions={
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Button
              ref={correctButton}
              variant="outline"
              className="w-full sm:w-fit"
              onClick={() => setCorrecting(true)}
            >
              {t('correction.open')}
            </Button>
            <IncidentPdfButton incidentId={incidentId} reader="center" />
          </div>
          {headOfCentre && data.status === 'FILED' ? <IncidentReviewForm incidentId={incidentId} /> : null}
          <IncidentVersions incidentId={incidentId} />
          {correcting ? (
            <IncidentCorrectionDialog
              incident={data}
              onClose={() => {
                setCorrecting(false);
                correctButton.current?.focus();
              }}
            />
          ) : null}
        </div>
      }
    />
  );
}
