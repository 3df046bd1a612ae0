import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesNamespace } from '@/i18n/catalogues';
import { messageText } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  /**
   * The field's validation message, shown under it and linked with aria-describedby: a message key
   * (a zod rule's, decision 056) in the page's language, any other text as it is.
   */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** One input-like element; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
};

/** Label + control + hint + the spec's validation message under the field. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  // Draws again when the messages arrive (or the language changes), without holding the page for them.
  useTranslation(messagesNamespace, { useSuspense: false });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field's validation message, shown under it in the page's language (a message key, decision
 * 056, or any other text as it is); `id` is what the control's aria-describedby names.
 */
export function FieldError({ id, error }: { id?: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-red-600">
      {messageText(error)}
    </p>
  ) : null;
}
