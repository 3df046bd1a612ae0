import { message } from '@cic/contract/messages/message-key';
import {
  type AbsenceForm,
  type AbsenceFormValues,
  absenceFormSchema,
  absenceLatestFirstDay,
  absenceReasons,
} from '@cic/contract/parent/absences';
import { type DateRules, readTypedDate, typedDateOf } from '@cic/contract/shared/typed-date';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { FormDialog } from '@/components/form-dialog';
import { RefusalMessage } from '@/components/refusal-message';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { absenceReasonLabel } from '@/lib/absence-reason';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { withDateEntries } from '@/lib/date-entries';
import { todayInKualaLumpur } from '@/lib/time';
import { zodResolver } from '@/lib/zod-resolver';
import { useReportAbsence } from '../api/report-absence';

const fieldNames = ['from', 'to', 'reason', 'note'] as const;

type AbsenceDialogProps = { childId: string; childName: string; onClose: () => void };

type FieldName = (typeof fieldNames)[number];
const isFieldName = (field: string | undefined): field is FieldName =>
  (fieldNames as readonly (string | undefined)[]).includes(field);

/**
 * Reports that the child will be absent on a day or a range of days, with a reason and a note. The
 * server's refusal stays in the dialog (a toast above it would take the first Escape): under the
 * field it names, which takes focus, else above the buttons, with focus on Send (issue 40).
 */
export function AbsenceDialog({ childId, childName, onClose }: AbsenceDialogProps) {
  const { t } = useTranslation('absences');
  const report = useReportAbsence(childId);
  const fields = useRef<HTMLDivElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const today = todayInKualaLumpur();
  // The days as shown (dd/MM/yyyy): the resolver reads them, so what is sent is what the parent sees.
  const fromRules: DateRules = {
    required: message('absences.fromRequired'),
    min: { day: today, message: t('notBeforeToday') },
    max: { day: absenceLatestFirstDay(today), message: message('absences.fromTooFar') },
  };
  const toRules = (fromText: string): DateRules => {
    const first = readTypedDate(fromText);
    return {
      required: message('absences.toRequired'),
      min: { day: first.kind === 'day' ? first.day : today, message: t('notBeforeFrom') },
    };
  };
  const form = useForm<AbsenceFormValues, unknown, AbsenceForm>({
    resolver: withDateEntries(zodResolver(absenceFormSchema), (values) => ({
      from: fromRules,
      to: toRules(values.from),
    })),
    defaultValues: { from: typedDateOf(today), to: typedDateOf(today), reason: undefined, note: '' },
  });
  const errors = form.formState.errors;
  const refusal =
    report.error && !(report.error instanceof ApiError && isFieldName(report.error.field))
      ? getErrorMessage(report.error)
      : null;
  const from = form.watch('from');
  const edited = { shouldValidate: form.formState.isSubmitted };

  const submit = form.handleSubmit((values) =>
    report.mutate(values, {
      onSuccess: () => {
        toast({ title: t('reported') });
        onClose();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (isFieldName(field)) form.setError(field, { message: getErrorMessage(error) });
        focusAfter(
          () => firstInvalidField(fields.current),
          () => send.current,
        );
      },
    }),
  );

  return (
    <FormDialog
      title={t('dialogTitle')}
      description={t('dialogDescription', { name: childName })}
      onClose={onClose}
      busy={report.isPending}
      onSubmit={submit}
      cancel={t('cancel')}
      submit={t('send')}
      saving={t('sending')}
      submitRef={send}
    >
      <div ref={fields} className="grid gap-4">
        <DateField
          label={t('from')}
          value={from}
          onChange={(text) => form.setValue('from', text, edited)}
          onCommit={(text) => {
            // A one-day absence is the usual case: the last day follows a later first day.
            const first = readTypedDate(text);
            const last = readTypedDate(form.getValues('to'));
            if (first.kind === 'day' && (last.kind !== 'day' || last.day < first.day)) {
              form.setValue('to', typedDateOf(first.day), edited);
            }
          }}
          rules={fromRules}
          error={errors.from?.message}
        />
        <DateField
          label={t('to')}
          value={form.watch('to')}
          onChange={(text) => form.setValue('to', text, edited)}
          rules={toRules(from)}
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
        <RefusalMessage refusal={refusal} />
      </div>
    </FormDialog>
  );
}
