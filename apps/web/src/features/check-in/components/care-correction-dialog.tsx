import { type CareEntry, careCorrectionSchema } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatInKualaLumpur } from '@/lib/time';
import { useCorrectCareEntry } from '../api/correct-care-entry';
import { buildCareCorrection, type CareFields, careGroupErrors, formFields } from '../lib/care-group';
import { CareKindFields } from './care-kind-fields';

const clockOf = (instant: string) => formatInKualaLumpur(instant, 'HH:mm');

/**
 * Corrects a care entry (issue 44): its fields anew and, required, why. The server keeps the
 * earlier version with who made each and why; nothing is edited silently.
 */
export function CareCorrectionDialog({ entry, onClose }: { entry: CareEntry; onClose: () => void }) {
  const { t } = useTranslation('care');
  const correct = useCorrectCareEntry(entry.id);
  const kind = entry.details.kind;
  const [fields, setFields] = useState<CareFields>(() => formFields(entry.details, clockOf));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const body = buildCareCorrection(kind, fields, reason, {
      day: formatInKualaLumpur(entry.occurredAt, 'yyyy-MM-dd'),
      photoIds: entry.photos.map((photo) => photo.id),
    });
    const checked = careCorrectionSchema.safeParse(body);
    if (!checked.success) {
      setErrors(careGroupErrors({}, checked.error.issues).fields);
      return;
    }
    setErrors({});
    correct.mutate(body, {
      onSuccess: () => {
        toast({ title: t('correction.saved') });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field) {
          setErrors({ [error.field]: error.messageCode ?? error.message });
        }
      },
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
      title={t('correction.title', { what: t(`kinds.${kind}`) })}
      description={t('correction.description')}
      cancel={t('correction.cancel')}
      submit={t('correction.save')}
      saving={t('correction.saving')}
    >
      <div className="grid min-w-0 gap-4">
        <CareKindFields
          kind={kind}
          values={fields}
          onChange={(key, value) => setFields((current) => ({ ...current, [key]: value }))}
          errors={errors}
        />
        <FormField label={t('fields.reason')} error={errors.reason}>
          <Textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {correct.isError && !(correct.error instanceof ApiError && correct.error.field) ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(correct.error)}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
