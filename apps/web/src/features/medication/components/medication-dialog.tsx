import {
  type MedicationForm,
  type MedicationFormValues,
  maxMedicationCondition,
  maxMedicationTimes,
  maxMedicineDose,
  maxMedicineName,
  medicationFormSchema,
  medicationLatestFirstDay,
  medicationMessages,
} from '@cic/contract/medication/medication-rules';
import { type DateRules, readTypedDate, typedDateOf } from '@cic/contract/shared/typed-date';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { FormDialog } from '@/components/form-dialog';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { withDateEntries } from '@/lib/date-entries';
import { todayInKualaLumpur } from '@/lib/time';
import { zodResolver } from '@/lib/zod-resolver';
import { useAuthoriseMedicine } from '../api/authorise-medicine';

const fieldNames = ['medicineName', 'dose', 'timesOfDay', 'condition', 'from', 'to'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (field: string | undefined): field is FieldName =>
  (fieldNames as readonly (string | undefined)[]).includes(field);

type Props = { childId: string; childName: string; onClose: () => void };

/**
 * The parent authorises a medicine (issue 44, decision 127): name, dose, set times or when needed
 * with the condition, the days (dd/MM/yyyy) and a photo of the label. The label is uploaded on
 * sending, then the request names it; a refusal stays in the dialog under its field.
 */
export function MedicationDialog({ childId, childName, onClose }: Props) {
  const { t } = useTranslation('medication');
  const authorise = useAuthoriseMedicine(childId);
  const fields = useRef<HTMLDivElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const [label, setLabel] = useState<File | null>(null);
  const [labelError, setLabelError] = useState<string | undefined>();
  const today = todayInKualaLumpur();
  const fromRules: DateRules = {
    required: medicationMessages.fromRequired,
    min: { day: today, message: t('form.notBeforeToday') },
    max: { day: medicationLatestFirstDay(today), message: medicationMessages.fromTooFar },
  };
  const toRules = (fromText: string): DateRules => {
    const first = readTypedDate(fromText);
    return {
      required: medicationMessages.toRequired,
      min: { day: first.kind === 'day' ? first.day : today, message: t('form.notBeforeFrom') },
    };
  };
  const form = useForm<MedicationFormValues, unknown, MedicationForm>({
    resolver: withDateEntries(zodResolver(medicationFormSchema), (values) => ({
      from: fromRules,
      to: toRules(values.from),
    })),
    defaultValues: {
      medicineName: '',
      dose: '',
      timesOfDay: ['12:00'],
      whenNeeded: false,
      condition: '',
      from: typedDateOf(today),
      to: typedDateOf(today),
    },
  });
  const errors = form.formState.errors;
  const edited = { shouldValidate: form.formState.isSubmitted };
  const whenNeeded = form.watch('whenNeeded') ?? false;
  const times = form.watch('timesOfDay') ?? [];
  const from = form.watch('from');
  const refusal =
    authorise.error && !(authorise.error instanceof ApiError && isFieldName(authorise.error.field))
      ? getErrorMessage(authorise.error)
      : null;
  const timesError =
    errors.timesOfDay?.message ?? errors.timesOfDay?.find?.((issue) => issue?.message)?.message;

  const setTimes = (next: string[]) => form.setValue('timesOfDay', next, edited);
  const submit = form.handleSubmit(
    (values) => {
      if (!label) {
        setLabelError(medicationMessages.labelPhoto);
        focusAfter(() => firstInvalidField(fields.current));
        return;
      }
      authorise.mutate(
        { form: { ...values, timesOfDay: values.whenNeeded ? [] : values.timesOfDay }, label },
        {
          onSuccess: () => {
            toast({ title: t('form.sent') });
            onClose();
          },
          onError: (error) => {
            const field = error instanceof ApiError ? error.field : undefined;
            if (isFieldName(field)) form.setError(field, { message: getErrorMessage(error) });
            if (field === 'labelPhotoId' || field === 'file') setLabelError(getErrorMessage(error));
            focusAfter(
              () => firstInvalidField(fields.current),
              () => send.current,
            );
          },
        },
      );
    },
    () => {
      if (!label) setLabelError(medicationMessages.labelPhoto);
    },
  );

  return (
    <FormDialog
      title={t('form.title')}
      description={t('form.description', { name: childName })}
      onClose={onClose}
      busy={authorise.isPending}
      onSubmit={submit}
      cancel={t('form.cancel')}
      submit={t('form.send')}
      saving={t('form.sending')}
      submitRef={send}
    >
      <div ref={fields} className="grid gap-4">
        <FormField label={t('form.medicineName')} error={errors.medicineName?.message}>
          <Input autoComplete="off" maxLength={maxMedicineName} {...form.register('medicineName')} />
        </FormField>
        <FormField label={t('form.dose')} hint={t('form.doseHint')} error={errors.dose?.message}>
          <Input autoComplete="off" maxLength={maxMedicineDose} {...form.register('dose')} />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-900">{t('form.when')}</legend>
          {[false, true].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm text-zinc-800">
              <input
                type="radio"
                name="when"
                className="size-4 accent-brand-600"
                checked={whenNeeded === value}
                onChange={() => form.setValue('whenNeeded', value, edited)}
              />
              {value ? t('form.whenNeeded') : t('form.atTimes')}
            </label>
          ))}
        </fieldset>
        {whenNeeded ? (
          <FormField
            label={t('form.condition')}
            hint={t('form.conditionHint')}
            error={errors.condition?.message}
          >
            <Textarea rows={2} maxLength={maxMedicationCondition} {...form.register('condition')} />
          </FormField>
        ) : (
          <fieldset className="grid gap-2" aria-invalid={timesError ? true : undefined}>
            <legend className="mb-1 text-sm font-medium text-zinc-900">{t('form.times')}</legend>
            {times.map((time, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a time's place in the list is its identity while typed.
              <div key={index} className="flex items-center gap-2">
                <Input
                  type="time"
                  aria-label={t('form.timeLabel', { number: index + 1 })}
                  className="w-36"
                  value={time}
                  onChange={(event) =>
                    setTimes(times.map((old, at) => (at === index ? event.target.value : old)))
                  }
                />
                {times.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('form.removeTime', { time: time || index + 1 })}
                    onClick={() => setTimes(times.filter((_, at) => at !== index))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ))}
            {times.length < maxMedicationTimes ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() => setTimes([...times, ''])}
              >
                <Plus aria-hidden="true" />
                {t('form.addTime')}
              </Button>
            ) : null}
            <FieldError error={timesError} />
          </fieldset>
        )}
        <DateField
          label={t('form.from')}
          value={from}
          onChange={(text) => form.setValue('from', text, edited)}
          rules={fromRules}
          error={errors.from?.message}
        />
        <DateField
          label={t('form.to')}
          value={form.watch('to')}
          onChange={(text) => form.setValue('to', text, edited)}
          rules={toRules(from)}
          error={errors.to?.message}
        />
        <FormField label={t('form.labelPhoto')} hint={t('form.labelPhotoHint')} error={labelError}>
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              setLabel(event.target.files?.[0] ?? null);
              setLabelError(undefined);
            }}
          />
        </FormField>
        <RefusalMessage refusal={refusal} />
      </div>
    </FormDialog>
  );
}
