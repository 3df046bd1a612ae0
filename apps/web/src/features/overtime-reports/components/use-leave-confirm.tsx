import { overtimeReportMessages } from '@cic/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * Spec 3 §2.3: closing a report dialog with unsaved changes asks first. `close(leave)` runs
 * `leave` at once when nothing changed, otherwise after the admin confirms.
 */
export function useLeaveConfirm(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const close = (leave: () => void) => (dirty ? setPending(() => leave) : leave());
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title="Discard changes?"
      description={overtimeReportMessages.leave}
      confirmLabel="Discard"
      cancelLabel="Keep editing"
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
