import type { Incident } from '@cic/contract/incidents/incident-answers';
import { incidentCorrectionSchema } from '@cic/contract/incidents/incident-report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionDialog } from '@/components/correction-dialog';
import { useCorrectionForm } from '@/components/use-correction-form';
import { useCorrectIncident } from '../api/change-incident';
import { incidentErrors, incidentFields, incidentForm } from '../lib/incident-form';
import { refusalErrors } from '../lib/refusal-errors';
import { IncidentFields } from './incident-fields';

/** Corrects a report: its fields anew and, required, why. The server keeps every earlier version. */
export function IncidentCorrectionDialog({ incident, onClose }: { incident: Incident; onClose: () => void }) {
  const { t } = useTranslation('incidents');
  const correct = useCorrectIncident(incident.id);
  const [form, setForm] = useState(() => incidentForm(incident.report));
  const { errors, dialog } = useCorrectionForm({
    mutation: correct,
    check: (reason) => {
      const checked = incidentCorrectionSchema.safeParse({ ...incidentFields(form), reason });
      return checked.success ? { body: checked.data } : { errors: incidentErrors(checked.error.issues) };
    },
    saved: () => ({ title: t('correction.saved') }),
    onClose,
    refusal: refusalErrors,
  });

  return (
    <CorrectionDialog
      words={{
        title: t('correction.title'),
        description: t('correction.description'),
        reason: t('correction.reason'),
      }}
      {...dialog}
      className="max-w-2xl"
    >
      <IncidentFields
        form={form}
        onChange={(changed) => setForm((current) => ({ ...current, ...changed }))}
        errors={errors}
      />
    </CorrectionDialog>
  );
}
