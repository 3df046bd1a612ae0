import { type CentreStudent, type MissedCheckOutFormValues, missedCheckOutFormSchema } from '@cic/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatOpenDay } from '@/lib/open-day';
import { formatTime } from '@/lib/time';
import { zodResolver } from '@/lib/zod-resolver';
import { useRecordMissedCheckOut } from '../api/record-missed-check-out';

type MissedCheckOutDialogProps = {
  /** A child flagged 'Not checked out on …': `notCheckedOutOn` and the open check-in are set. */
  student: CentreStudent;
  onClose: () => void;
};

/**
 * The head of centre records when a child left on a day nobody checked them out (decision 095):
 * one time on that day, in the browser's time picker. The server's refusals are the field's.
 */
export function MissedCheckOutDialog({ student, onClose }: MissedCheckOutDialogProps) {
  const { t } = useTranslation('teacher');
  const record = useRecordMissedCheckOut();
  const saved = useRef(false);
  const form = useForm<MissedCheckOutFormValues>({
    resolver: zodResolver(missedCheckOutFormSchema),
    defaultValues: { time: '' },
  });
  const day = student.notCheckedOutOn ?? '';
  const openDay = formatOpenDay(day);

  const submit = form.handleSubmit(({ time }) =>
    record.mutate(
      { studentId: student.ID_STUDENT, day, time },
      {
        onSuccess: () => {
          saved.current = true;
          toast({ title: t('missedCheckOut.saved'), description: student.studentName });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'time' || error.field === 'day')) {
            form.setError('time', { message: getErrorMessage(error) }, { shouldFocus: true });
          } else toastError(error);
        },
      },
    ),
  );

  return (
    <FormDialog
      onClose={onClose}
      busy={record.isPending}
      title={t('missedCheckOut.title')}
      description={t('missedCheckOut.description', {
        name: student.studentName,
        day: openDay,
        time: formatTime(student.latestCheckin?.time),
      })}
      onSubmit={submit}
      // Saved, the button that opened this is gone with the flag: focus goes to the child's row.
      onCloseAutoFocus={(event) => {
        if (!saved.current) return;
        event.preventDefault();
        document.querySelector<HTMLElement>(`[data-student-id="${CSS.escape(student.ID_STUDENT)}"]`)?.focus();
      }}
      cancel={t('missedCheckOut.cancel')}
      submit={t('missedCheckOut.save')}
      saving={t('missedCheckOut.saving')}
      buttonSize="lg"
    >
      <FormField
        label={t('missedCheckOut.time', { day: openDay })}
        error={form.formState.errors.time?.message}
      >
        <Input type="time" className="h-12 w-40" {...form.register('time')} />
      </FormField>
    </FormDialog>
  );
}
