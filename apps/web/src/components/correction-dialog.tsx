import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { FormDialog } from './form-dialog';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/textarea';

/**
 * A record corrected (a care entry, an incident report): its fields anew, then why, required; the
 * server keeps each earlier version with who and why. A refusal the server tied to no field is
 * said under the fields; one tied to a field is the caller's to show there.
 */
export function CorrectionDialog({
  words,
  reason,
  onReason,
  reasonError,
  busy,
  error,
  onClose,
  onSubmit,
  className,
  onCloseAutoFocus,
  children,
}: {
  /** The record's own words; Cancel, and Save unless a record is added, are every correction's. */
  words: { title: string; description: string; reason: string; save?: string; saving?: string };
  reason: string;
  onReason: (reason: string) => void;
  reasonError: string | undefined;
  busy: boolean;
  /** The correction's last refusal, if any. */
  error: unknown;
  onClose: () => void;
  onSubmit: () => void;
  className?: string;
  /** Where focus goes on closing when it should not be the opener (a record just added). */
  onCloseAutoFocus?: ComponentProps<typeof FormDialog>['onCloseAutoFocus'];
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <FormDialog
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      title={words.title}
      description={words.description}
      cancel={t('correction.cancel')}
      submit={words.save ?? t('correction.save')}
      saving={words.saving ?? t('correction.saving')}
      className={className}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid min-w-0 gap-4">
        {children}
        <FormField label={words.reason} error={reasonError}>
          <Textarea rows={2} value={reason} onChange={(event) => onReason(event.target.value)} />
        </FormField>
        {error && !(error instanceof ApiError && error.field) ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(error)}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
