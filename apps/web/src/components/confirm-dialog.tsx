import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Drawn before the title, e.g. a warning sign. */
  icon?: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  /**
   * Given when the action waits for the server: the confirm button is disabled and shows
   * `pendingLabel` while true, and the dialog stays open so the caller closes it on success
   * (a failure can then be retried).
   */
  pending?: boolean;
  pendingLabel?: string;
  cancelDisabled?: boolean;
  /** Taller buttons, as on the centre's phones. */
  large?: boolean;
  /** Where focus goes on closing; without it, back to what had focus when the dialog opened. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The one "are you sure?" dialog: a title, what happens, Cancel and the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  icon,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  pending,
  pendingLabel,
  cancelDisabled,
  large = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const waitsForServer = pending !== undefined;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle className={icon ? 'flex items-center gap-2' : undefined}>
            {icon}
            {title}
          </AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={cn(large && 'h-12')} disabled={cancelDisabled}>
            {cancelLabel ?? t('actions.cancel')}
          </AlertDialogCancel>
          <AlertDialogAction
            destructive={destructive}
            className={cn(large && 'h-12')}
            disabled={pending}
            onClick={(event) => {
              if (waitsForServer) event.preventDefault();
              onConfirm();
            }}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
