import type { Incident } from '@cic/contract/incidents/incident-answers';
import { incidentReportSchema, maxIncidentPhotos } from '@cic/contract/incidents/incident-report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarePhotosField } from '@/components/care-photos-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { shrinkImageFile } from '@/lib/shrink-image';
import { useFileIncident } from '../api/change-incident';
import { incidentErrors, incidentFields, incidentForm } from '../lib/incident-form';
import { refusalErrors } from '../lib/refusal-errors';
import { IncidentFields } from './incident-fields';

/**
 * A teacher files a report about a child (decision 124): when (now by default), where, what
 * happened, the injury and body parts, first aid, witnesses and up to three photos. The child's
 * parents are told as soon as it is saved.
 */
export function FileIncidentForm({
  childId,
  onFiled,
}: {
  childId: string;
  onFiled: (incident: Incident) => void;
}) {
  const { t } = useTranslation('incidents');
  const file = useFileIncident();
  const [form, setForm] = useState(() => incidentForm());
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const body = { childId, ...incidentFields(form) };
    const checked = incidentReportSchema.safeParse(body);
    if (!checked.success) {
      setErrors(incidentErrors(checked.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const shrunk = await Promise.all(photos.map((photo) => shrinkImageFile(photo)));
      const filed = await file.mutateAsync({ report: checked.data, photos: shrunk });
      toast({ title: t('form.filed') });
      onFiled(filed);
    } catch (error) {
      const refused = refusalErrors(error);
      if (refused) setErrors(refused);
      else setFailure(getErrorMessage(error));
    }
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <IncidentFields
        form={form}
        onChange={(changed) => setForm((current) => ({ ...current, ...changed }))}
        errors={errors}
      />
      <CarePhotosField
        label={t('form.photos')}
        max={maxIncidentPhotos}
        error={errors.photoIds}
        onChange={setPhotos}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-fit" disabled={file.isPending}>
        {file.isPending ? t('form.filing') : t('form.file')}
      </Button>
    </form>
  );
}
