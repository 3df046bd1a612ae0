import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { RefusalMessage } from '@/components/refusal-message';

type BillingFormDialogProps = {
  /** The dialog's `useBillingForm`: where focus looks for the field in error, and the refusal. */
  form: { fields: RefObject<HTMLDivElement | null>; refusal: string | null };
  busy: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  description: string;
  submit: string;
  /** The submit button's words while the request runs; 'Saving…' by default. */
  saving?: string;
  /** The box's width where the form needs more than the narrow default. */
  className?: string;
  children: ReactNode;
};

/**
 * A billing dialog that is one form: its fields, then the server's refusal above Cancel and the
 * submit button, so a refusal stays in the dialog that asked (decision 093).
 */
export function BillingFormDialog({ form, saving, children, ...dialog }: BillingFormDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <FormDialog {...dialog} cancel={t('form.cancel')} saving={saving ?? t('form.saving')}>
      <div ref={form.fields} className="grid gap-4">
        {children}
        <RefusalMessage refusal={form.refusal} />
      </div>
    </FormDialog>
  );
}
