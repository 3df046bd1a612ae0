import { ownPinBodySchema } from '@cic/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
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
  /** Sends the PIN; `refused` takes the server's refusal, which the dialog then shows. */
  onSubmit: (body: PinFields, refused: (error: Error) => void) => void;
};

const fieldNames = ['currentPin', 'pin'] as const;
const isFieldName = (field: string | undefined): field is (typeof fieldNames)[number] =>
  (fieldNames as readonly (string | undefined)[]).includes(field);

/**
 * One new PIN (and the current one for one's own): digits only, never filled in by the browser.
 * A refusal is shown in the dialog, not in a toast behind it: under the field it names (a wrong
 * current PIN), which takes focus, else above the buttons with focus on Save (issue 40).
 */
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  useEffect(() => {
    if (open) form.reset({ currentPin: '', pin: '' });
  }, [open, form]);
  const refused = (error: Error) => {
    const field = error instanceof ApiError ? error.field : undefined;
    if (isFieldName(field)) form.setError(field, { message: getErrorMessage(error) });
    else setRefusal(getErrorMessage(error));
    focusAfter(
      () => firstInvalidField(fields.current),
      () => save.current,
    );
  };
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
      onSubmit={form.handleSubmit((body) => {
        setRefusal(null);
        onSubmit(body, refused);
      })}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t('pins.cancel')}
          </Button>
          <Button ref={save} type="submit" size="lg" disabled={pending}>
            {pending ? t('pins.saving') : t('pins.save')}
          </Button>
        </>
      }
    >
      <div ref={fields} className="grid gap-4">
        {askCurrent ? (
          <FormField label={t('pins.current')} error={form.formState.errors.currentPin?.message}>
            <Input {...pinInput} {...form.register('currentPin')} />
          </FormField>
        ) : null}
        <FormField label={t('pins.new')} error={form.formState.errors.pin?.message}>
          <Input {...pinInput} {...form.register('pin')} />
        </FormField>
        <RefusalMessage refusal={refusal} />
      </div>
    </DialogFrame>
  );
}
