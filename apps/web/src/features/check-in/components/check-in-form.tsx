import { type CentreStudent, type CheckInStatus, checkInFormSchema, temperatureRules } from '@cic/contract';
import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogTitle, FullScreenDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/tokens';
import { zodResolver } from '@/lib/zod-resolver';
import { type CreateCheckInInput, useCreateCheckIn } from '../api/create-check-in';
import { useKeepWaiting } from '../api/waiting-queue';
import { stepTemperature } from '../lib/temperature';
import type { CapturedPhoto } from './camera-capture';
import { type CollectorFields, useCheckInSafety } from './check-in-safety';
import { PhotoPreview } from './photo-preview';
import { TemperatureField } from './temperature-field';
import { UploadProgress } from './upload-progress';

type FormInput = z.input<typeof checkInFormSchema>;
type FormOutput = z.output<typeof checkInFormSchema>;

type CheckInFormProps = {
  student: CentreStudent;
  action: CheckInStatus;
  photo: CapturedPhoto;
  /** The signed-in teacher's name. */
  recordedBy: string;
  /** Back to the choice of actions (the photo is dropped). */
  onDiscard: () => void;
  onCancel: () => void;
  onDone: () => void;
};

/** The form after the photo (spec 2 §2.4). A failure keeps the photo and the values for a retry. */
export function CheckInForm({
  student,
  action,
  photo,
  recordedBy,
  onDiscard,
  onCancel,
  onDone,
}: CheckInFormProps) {
  const { t } = useTranslation('teacher');
  const create = useCreateCheckIn();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(checkInFormSchema),
    defaultValues: { temperature: temperatureRules.default, note: '' },
  });
  const safety = useCheckInSafety(action, student.ID_STUDENT, () => form.setFocus('temperature'));
  const errors = form.formState.errors;
  const sending = create.isPending;
  const ActionIcon = action === 'CHECKIN' ? LogIn : LogOut;

  // One id per record: a retry after a lost answer, or the phone sending it later, is the same record.
  const [clientId] = useState(() => crypto.randomUUID());
  const keepWaiting = useKeepWaiting();

  const submit = form.handleSubmit((values) =>
    safety.beforeSend(values.temperature, (who) => void send(values, who)),
  );
  /** Without a network the record waits on the phone, under this teacher's session, to be sent later. */
  const keepOnDevice = async (input: Omit<CreateCheckInInput, 'onProgress'>) => {
    const token = getToken('staff');
    if (!token) return false;
    await keepWaiting({ ...input, studentName: student.studentName, token, recordedBy });
    toast({ title: t('offline.keptTitle'), description: t(`offline.kept.${action}`) });
    onDone();
    return true;
  };
  const send = async (values: FormOutput, collector: CollectorFields) => {
    const input = {
      ...collector,
      clientId,
      studentId: student.ID_STUDENT,
      status: action,
      temperature: values.temperature,
      note: values.note || undefined,
      schoolPackage: student.Package,
      timestamp: photo.takenAt,
      image: photo.blob,
      thumbnail: photo.thumbnail,
    };
    if (!navigator.onLine && (await keepOnDevice(input))) return;
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: t('form.success'), description: t(`saved.${action}`) });
        onDone();
      },
      onError: async (error) => {
        if (error instanceof ApiError && error.code === 'NETWORK_ERROR' && (await keepOnDevice(input)))
          return;
        if (error instanceof ApiError && (error.field === 'temperature' || error.field === 'note')) {
          form.setError(error.field, { message: error.message });
        }
        safety.showServerError(error);
        toastError(error);
      },
    });
  };

  const nudge = (delta: number) => {
    const next = stepTemperature(form.getValues('temperature'), delta);
    form.setValue('temperature', next, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <FullScreenDialog
      onClose={() => (sending ? undefined : onCancel())}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        form.setFocus('temperature');
      }}
      // The scroll padding keeps a focused field clear of the sticky header and footer.
      className="flex scroll-pt-24 scroll-pb-44 flex-col overflow-y-auto bg-zinc-50"
    >
      <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3">
        <DialogTitle className="text-zinc-950">{t(`status.${action}`)}</DialogTitle>
        <p className="truncate text-sm text-zinc-600">{student.studentName}</p>
      </header>

      <form noValidate onSubmit={submit} className="mx-auto flex w-full max-w-lg flex-1 flex-col">
        <div className="grid gap-5 p-4">
          <PhotoPreview
            blob={photo.blob}
            alt={t('form.photoOf', { name: student.studentName })}
            onDiscard={onDiscard}
            disabled={sending}
          />

          <FormField label={t('form.recordedBy')} hint={t('form.recordedByHint')}>
            <Input readOnly value={recordedBy} className="h-12 bg-zinc-100 font-medium" />
          </FormField>

          <TemperatureField
            error={errors.temperature?.message}
            onStep={nudge}
            {...form.register('temperature')}
          />

          {safety.collectedByField}

          <FormField label={t('form.type')}>
            <Input readOnly value={t(`status.${action}`)} className="h-12 bg-zinc-100 font-medium" />
          </FormField>

          <FormField label={t('form.note')} error={errors.note?.message}>
            <textarea
              rows={2}
              placeholder={t('form.optional')}
              className="min-h-20 w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 shadow-xs placeholder:text-zinc-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 aria-invalid:border-red-500"
              {...form.register('note')}
            />
          </FormField>
        </div>

        <div className="sticky bottom-0 mt-auto grid gap-3 border-t border-zinc-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {sending ? <UploadProgress fraction={create.progress} /> : null}
          <Button type="submit" size="lg" className="h-14 text-base" disabled={sending}>
            <ActionIcon aria-hidden="true" />
            {sending ? t(`sending.${action}`) : t(`status.${action}`)}
          </Button>
          <Button variant="outline" size="lg" disabled={sending} onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
      {safety.feverDialog}
    </FullScreenDialog>
  );
}
