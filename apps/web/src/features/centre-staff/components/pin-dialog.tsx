import { ownPinBodySchema } from '@cic/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { zodResolver } from '@/lib/zod-resolver';

type PinFields = { currentPin?: string | undefined; pin: string };

type PinDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** The person's own PIN: the current one is asked first. */
  askCurrent: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: PinFields) => void;
};

/** One new PIN (and the current one for one's own): digits only, never filled in by the browser. */
export function PinDialog({
  open,
  title,
  description,
  askCurrent,
  pending,
  onClose,
  onSubmit,
}: PinDialogProps) {
  const { t } = useTranslation('teacher');
  const form = useForm<PinFields>({
    resolver: zodResolver(ownPinBodySchema),
    defaultValues: { currentPin: '', pin: '' },
  });
  useEffect(() => {
    if (open) form.reset({ currentPin: '', pin: '' });
  }, [open, form]);
  const pinInput = {
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 6,
    className: 'h-12',
  } as const;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      className="max-w-lg"
      title={title}
      description={description}
      onSubmit={form.handleSubmit(onSubmit)}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t('pins.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? t('pins.saving') : t('pins.save')}
          </Button>
        </>
      }
    >
      {askCurrent ? (
        <FormField label={t('pins.current')} error={form.formState.errors.currentPin?.message}>
          <Input {...pinInput} {...form.register('currentPin')} />
        </FormField>
      ) : null}
      <FormField label={t('pins.new')} error={form.formState.errors.pin?.message}>
        <Input {...pinInput} {...form.register('pin')} />
      </FormField>
    </DialogFrame>
  );
}
