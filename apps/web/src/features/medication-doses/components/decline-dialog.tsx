import type { MedicationAuthorisation } from '@cic/contract/medication/medication-answers';
import { medicationDeclineSchema } from '@cic/contract/medication/medication-doses';
import { maxMedicationReason } from '@cic/contract/medication/medication-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { RefusalMessage } from '@/components/refusal-message';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAnswerMedicine } from '../api/answer-medicine';

/** The head of centre declines a medicine, saying why; the parent reads it. */
export function DeclineDialog({
  medicine,
  onClose,
}: {
  medicine: MedicationAuthorisation;
  onClose: () => void;
}) {
  const { t } = useTranslation('medication');
  const answer = useAnswerMedicine();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      title={t('declineDialog.title')}
      description={t('declineDialog.description', {
        medicine: medicine.medicineName,
        name: medicine.childName,
      })}
      onClose={onClose}
      busy={answer.isPending}
      onSubmit={() => {
        const parsed = medicationDeclineSchema.safeParse({ reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        answer.mutate(
          { authorisationId: medicine.id, decision: 'decline', reason: parsed.data.reason },
          {
            onSuccess: () => {
              toast({ title: t('declineDialog.declined') });
              onClose();
            },
          },
        );
      }}
      cancel={t('declineDialog.cancel')}
      submit={t('declineDialog.confirm')}
      saving={t('declineDialog.declining')}
      submitVariant="destructive"
    >
      <div className="grid gap-4">
        <FormField label={t('declineDialog.reason')} error={error}>
          <Textarea
            rows={3}
            maxLength={maxMedicationReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormField>
        <RefusalMessage refusal={answer.error ? getErrorMessage(answer.error) : null} />
      </div>
    </FormDialog>
  );
}
