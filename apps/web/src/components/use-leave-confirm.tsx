import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Spec 3 §2.3: closing one of the overtime dialogs (a report's, a rule's) with unsaved changes
 * asks first, in the overtime catalogue's words. `close(leave)` runs `leave` at once when nothing
 * changed, otherwise after the admin confirms; render `dialog` beside the dialog it guards.
 */
export function useLeaveConfirm(dirty: boolean) {
  const { t } = useTranslation('overtime');
  const [pending, setPending] = useState<(() => void) | null>(null);
  const close = (leave: () => void) => (dirty ? setPending(() => leave) : leave());
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title={t('discard.title')}
      description={t('discard.description')}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('discard.cancel')}
      destructive
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        leave?.();
      }}
    />
  );
  return { close, dialog };
}
