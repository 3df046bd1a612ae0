import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { useAcknowledgeIncident } from '../api/acknowledge-incident';
import { useParentIncident } from '../api/get-parent-incident';
import { IncidentPdfButton } from './incident-pdf-button';
import { IncidentReportView } from './incident-report-view';

/**
 * A report about the parent's child (decision 124): its facts, the PDF, and until a parent of the
 * child has acknowledged it, the button that tells the centre it was read.
 */
export function ParentIncidentView({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation('incidents');
  const incident = useParentIncident(incidentId);
  const acknowledge = useAcknowledgeIncident(incidentId);
  if (incident.isPending) return <DetailSkeleton />;
  if (incident.error) return <DetailError error={incident.error} notFound={t('report.notFound')} />;
  const data = incident.data;
  const waiting = data.acknowledgements.length === 0;
  return (
    <IncidentReportView
      incident={data}
      actions={
        <div className="grid gap-3">
          {waiting ? (
            <div className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
              <p className="text-sm text-amber-900">{t('parent.acknowledgeHint')}</p>
              <Button
                className="w-full sm:w-fit"
                disabled={acknowledge.isPending}
                onClick={() =>
                  acknowledge.mutate(undefined, {
                    onSuccess: () => toast({ title: t('parent.acknowledged') }),
                    onError: (error) => toastError(error),
                  })
                }
              >
                {acknowledge.isPending ? t('parent.acknowledging') : t('parent.acknowledge')}
              </Button>
            </div>
          ) : null}
          <IncidentPdfButton incidentId={incidentId} reader="parent" />
        </div>
      }
    />
  );
}
