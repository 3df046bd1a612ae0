import type { Incident } from '@cic/contract/incidents/incident-answers';
import { incidentCorrectionSchema } from '@cic/contract/incidents/incident-report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionDialog } from '@/components/correction-dialog';
import { toast } from '@/components/ui/use-toast';
import { useCorrectIncident } from '../api/change-incident';
import { incidentErrors, incidentFields, incidentForm } from '../lib/incident-form';
import { refusalErrors } from '../lib/refusal-errors';
import { IncidentFields } from './incident-fields';

/** Corrects a report: its fields anew and, required, why. The server keeps every earlier version. */
export function IncidentCorrectionDialog({ incident, onClose }: { incident: Incident; onClose: () => void }) {
  const { t } = useTranslation('incidents');
  const correct = useCorrectIncident(incident.id);
  const [form, setForm] = useState(() => incidentForm(incident.report));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const checked = incidentCorrectionSchema.safeParse({ ...incidentFields(form), reason });
    if (!checked.success) {
      setErrors(incidentErrors(checked.error.issues));
      return;
    }
    setErrors({});
    correct.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: t('correction.saved') });
        onClose();
      },
      onError: (error) => setErrors(refusalErrors(error) ?? {}),
    });
  };

  return (
    <CorrectionDialog
      words={{
        title: t('correction.title'),
        description: t('correction.description'),
        cancel: t('correction.cancel'),
        save: t('correction.save'),
        saving: t('correction.saving'),
        reason: t('correction.reason'),
      }}
      reason={reason}
      onReason={setReason}
      reasonError={errors.reason}
      busy={correct.isPending}
      error={correct.error}
      onClose={onClose}
      onSubmit={submit}
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
