import { type CareEntry, careCorrectionSchema } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionDialog } from '@/components/correction-dialog';
import { useCorrectionForm } from '@/components/use-correction-form';
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
  const { errors, dialog } = useCorrectionForm({
    mutation: correct,
    check: (reason) => {
      const body = buildCareCorrection(kind, fields, reason, {
        day: formatInKualaLumpur(entry.occurredAt, 'yyyy-MM-dd'),
        photoIds: entry.photos.map((photo) => photo.id),
      });
      const checked = careCorrectionSchema.safeParse(body);
      return checked.success ? { body } : { errors: careGroupErrors({}, checked.error.issues).fields };
    },
    saved: () => ({ title: t('correction.saved') }),
    onClose,
  });

  return (
    <CorrectionDialog
      words={{
        title: t('correction.title', { what: t(`kinds.${kind}`) }),
        description: t('correction.description'),
        reason: t('fields.reason'),
      }}
      {...dialog}
    >
      <CareKindFields
        kind={kind}
        values={fields}
        onChange={(key, value) => setFields((current) => ({ ...current, [key]: value }))}
        errors={errors}
      />
    </CorrectionDialog>
  );
}
