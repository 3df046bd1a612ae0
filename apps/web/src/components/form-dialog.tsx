import type { ComponentProps, FormEventHandler, ReactNode, Ref } from 'react';
import { refusedField } from '@/lib/refused-field';
import { Button, type ButtonProps } from './ui/button';
import { DialogFrame } from './ui/dialog-frame';
import { toast, toastError } from './ui/use-toast';

/**
 * A dialog that is one form, with Cancel and a submit button that says it is saving while its
 * request runs. While `busy`, nothing closes it: not Escape, the backdrop nor Cancel.
 */
export function FormDialog({
  cancel,
  submit,
  saving,
  submitVariant,
  submitDisabled = false,
  buttonSize,
  submitRef,
  children,
  ...frame
}: {
  busy: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: ReactNode;
  description?: ReactNode;
  cancel: string;
  submit: string;
  saving: string;
  submitVariant?: ButtonProps['variant'];
  /** Larger buttons where a thumb taps them at the door. */
  buttonSize?: ButtonProps['size'];
  /** Nothing to submit yet (no choice to make). */
  submitDisabled?: boolean;
  /** The submit button, for focus to go back to when a refusal names no field. */
  submitRef?: Ref<HTMLButtonElement>;
  /** The box's width where the form needs more than the narrow default ('max-w-2xl'). */
  className?: string;
  /** Where focus goes on closing when it should not be the opener. */
  onCloseAutoFocus?: ComponentProps<typeof DialogFrame>['onCloseAutoFocus'];
  children: ReactNode;
}) {
  const { busy, onClose } = frame;
  return (
    <DialogFrame
      {...frame}
      footer={
        <>
          <Button variant="outline" size={buttonSize} onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button
            ref={submitRef}
            type="submit"
            variant={submitVariant}
            size={buttonSize}
            disabled={busy || submitDisabled}
          >
            {busy ? saving : submit}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

/**
 * What a form dialog does with its request's answer: saved, it says so and closes; refused, the
 * field the server named shows why (a toast says it too).
 */
export function savedOrRefused<Field extends string>(
  form: { setError(field: Field, error: { message: string }): void },
  fields: readonly Field[],
  saved: string,
  close: () => void,
) {
  return {
    onSuccess: () => {
      toast({ title: saved });
      close();
    },
    onError: (error: unknown) => {
      const refused = refusedField(error, fields);
      if (refused) form.setError(refused.field, { message: refused.message });
      toastError(error);
    },
  };
}
