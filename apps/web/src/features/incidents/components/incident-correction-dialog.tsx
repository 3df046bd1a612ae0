import type { Incident } from '@cic/contract/incidents/incident-answers';
import { incidentCorrectionSchema } from '@cic/contract/incidents/incident-report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
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
    <FormDialog
      busy={correct.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      title={t('correction.title')}
      description={t('correction.description')}
      cancel={t('correction.cancel')}
      submit={t('correction.save')}
      saving={t('correction.saving')}
      className="max-w-2xl"
    >
      <div className="grid min-w-0 gap-4">
        <IncidentFields
          form={form}
          onChange={(changed) => setForm((current) => ({ ...current, ...changed }))}
          errors={errors}
        />
        <FormField label={t('correction.reason')} error={errors.reason}>
          <Textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {correct.isError && !refusalErrors(correct.error) ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(correct.error)}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
