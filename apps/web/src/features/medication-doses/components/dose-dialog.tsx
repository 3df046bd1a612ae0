import { kualaLumpurClockTime } from '@cic/contract/check-ins/closing-time';
import { kualaLumpurInstant } from '@cic/contract/check-ins/missed-check-out';
import type { DueDose } from '@cic/contract/medication/medication-answers';
import { doseRequestSchema } from '@cic/contract/medication/medication-doses';
import {
  type DoseNotGivenReason,
  type DoseOutcome,
  doseNotGivenReasons,
  doseOutcomes,
  maxMedicationReason,
  maxMedicineDose,
} from '@cic/contract/medication/medication-rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { RefusalMessage } from '@/components/refusal-message';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { todayInKualaLumpur } from '@/lib/time';
import { useRecordDose } from '../api/record-dose';

type Errors = Partial<Record<'at' | 'amount' | 'reasonCode' | 'reasonText' | 'slot', string>>;

/**
 * Records one dose (decision 127): given, with the time and the amount (the authorised dose at
 * first), or not given with a reason. The contract's rules run before sending; the server's
 * refusal shows under its field, else above the buttons.
 */
export function DoseDialog({ due, onClose }: { due: DueDose; onClose: () => void }) {
  const { t } = useTranslation(['medication', 'care']);
  const record = useRecordDose(due.authorisationId);
  const fields = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const [outcome, setOutcome] = useState<DoseOutcome>('GIVEN');
  const [time, setTime] = useState(() => kualaLumpurClockTime(new Date()));
  const [amount, setAmount] = useState(due.dose.slice(0, maxMedicineDose));
  const [reasonCode, setReasonCode] = useState<DoseNotGivenReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [clientRequestId] = useState(() => crypto.randomUUID());
  const refusal =
    record.error && !(record.error instanceof ApiError && record.error.field)
      ? getErrorMessage(record.error)
      : null;

  const submit = () => {
    const parsed = doseRequestSchema.safeParse({
      slot: due.slot,
      outcome,
      at: time ? kualaLumpurInstant(todayInKualaLumpur(), time).toISOString() : '',
      amount,
      reasonCode: reasonCode || undefined,
      reasonText,
      clientRequestId,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      focusAfter(() => firstInvalidField(fields.current));
      return;
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('dose.recorded') });
        onClose();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field) setErrors({ [field]: getErrorMessage(error) });
        focusAfter(() => firstInvalidField(fields.current));
      },
    });
  };

  return (
    <FormDialog
      title={t('dose.title')}
      description={t('dose.description', { medicine: due.medicineName, dose: due.dose, name: due.childName })}
      onClose={onClose}
      busy={record.isPending}
      onSubmit={submit}
      cancel={t('dose.cancel')}
      submit={t('dose.save')}
      saving={t('dose.saving')}
    >
      <div ref={fields} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-900">{t('dose.outcome')}</legend>
          {doseOutcomes.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-zinc-800">
              <input
                type="radio"
                name="outcome"
                className="size-4 accent-brand-600"
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              {t(`dose.${value}`)}
            </label>
          ))}
        </fieldset>
        <FormField label={t('dose.at')} error={errors.at ?? errors.slot}>
          <Input
            type="time"
            className="w-36"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </FormField>
        {outcome === 'GIVEN' ? (
          <FormField label={t('dose.amount')} error={errors.amount}>
            <Input
              autoComplete="off"
              maxLength={maxMedicineDose}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </FormField>
        ) : (
          <>
            <FormField label={t('dose.reasonCode')} error={errors.reasonCode}>
              <NativeSelect
                value={reasonCode}
                onChange={(event) => setReasonCode(event.target.value as DoseNotGivenReason | '')}
              >
                <option value="">{t('dose.chooseReason')}</option>
                {doseNotGivenReasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`care:day.doseReasons.${reason}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('dose.reasonText')} error={errors.reasonText}>
              <Textarea
                rows={2}
                maxLength={maxMedicationReason}
                value={reasonText}
                onChange={(event) => setReasonText(event.target.value)}
              />
            </FormField>
          </>
        )}
        <RefusalMessage refusal={refusal} />
      </div>
    </FormDialog>
  );
}
