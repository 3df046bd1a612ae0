import {
  type AbsenceForm,
  type AbsenceFormValues,
  absenceFormSchema,
  absenceReasons,
} from '@cic/contract/parent/absences';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import { absenceReasonLabel } from '@/lib/absence-reason';
import { ApiError } from '@/lib/api-client';
import { todayInKualaLumpur } from '@/lib/time';
import { zodResolver } from '@/lib/zod-resolver';
import { useReportAbsence } from '../api/report-absence';

const fieldNames = ['from', 'to', 'reason', 'note'] as const;

type AbsenceDialogProps = { childId: string; childName: string; onClose: () => void };

/** Reports that the child will be absent on a day or a range of days, with a reason and a note. */
export function AbsenceDialog({ childId, childName, onClose }: AbsenceDialogProps) {
  const { t } = useTranslation('absences');
  const report = useReportAbsence(childId);
  const today = todayInKualaLumpur();
  const form = useForm<AbsenceFormValues, unknown, AbsenceForm>({
    resolver: zodResolver(absenceFormSchema),
    defaultValues: { from: today, to: today, reason: undefined, note: '' },
  });
  const errors = form.formState.errors;
  const from = form.watch('from');
  const notBeforeToday = { day: today, message: t('notBeforeToday') };

  const submit = form.handleSubmit((values) =>
    report.mutate(values, {
      onSuccess: () => {
        toast({ title: t('reported') });
        onClose();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && (fieldNames as readonly string[]).includes(field)) {
          form.setError(field as (typeof fieldNames)[number], { message: error.message });
        }
        toastError(error);
      },
    }),
  );

  return (
    <DialogFrame
      title={t('dialogTitle')}
      description={t('dialogDescription', { name: childName })}
      onClose={onClose}
      busy={report.isPending}
      onSubmit={submit}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={report.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? t('sending') : t('send')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <DateField
          label={t('from')}
          value={from}
          onChange={(day) => {
            form.setValue('from', day, { shouldValidate: form.formState.isSubmitted });
            // A one-day absence is the usual case: the last day follows the first until changed.
            if (form.getValues('to') < day) form.setValue('to', day);
          }}
          min={notBeforeToday}
          error={errors.from?.message}
        />
        <DateField
          label={t('to')}
          value={form.watch('to')}
          onChange={(day) => form.setValue('to', day, { shouldValidate: form.formState.isSubmitted })}
          min={{ day: from || today, message: t('notBeforeFrom') }}
          error={errors.to?.message}
        />
        <FormField label={t('reason')} error={errors.reason?.message}>
          <NativeSelect {...form.register('reason')}>
            <option value="">{t('chooseReason')}</option>
            {absenceReasons.map((reason) => (
              <option key={reason} value={reason}>
                {absenceReasonLabel(reason)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('note')} hint={t('noteHint')} error={errors.note?.message}>
          <Textarea rows={3} maxLength={500} {...form.register('note')} />
        </FormField>
      </div>
    </DialogFrame>
  );
}
