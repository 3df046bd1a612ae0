import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { toast, toastError } from './ui/use-toast';

/** The delete call as TanStack Query's mutation gives it. */
type Deletion<Variables, Answer> = {
  isPending: boolean;
  mutate: (
    variables: Variables,
    options: { onSuccess: (answer: Answer) => void; onError: (error: Error) => void },
  ) => void;
};

type DeleteDialogProps<Target, Variables, Answer> = {
  /** What is to be deleted: the dialog is open while it is set. */
  target: Target | null;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  deletion: Deletion<Variables, Answer>;
  /** What the delete call is given for the target, e.g. its id. */
  variables: (target: Target) => Variables;
  /** The success toast's title, and its text from the server's answer when there is one. */
  deletedTitle: string;
  deletedDescription?: (answer: Answer) => string;
  /** Runs after a deletion, before the dialog closes (e.g. to drop the target from a selection). */
  onDeleted?: (target: Target) => void;
  /** Taller buttons, as on the centre's phones. */
  large?: boolean;
  /** The action's words where it is not a deletion as such ('Remove', 'Removing…'). */
  confirmLabel?: string;
  pendingLabel?: string;
};

/**
 * 'Delete …?': Delete waits for the server ('Deleting...'), a success toasts and closes the dialog,
 * a failure toasts the server's message and leaves it open to try again.
 */
export function DeleteDialog<Target, Variables, Answer>({
  target,
  onClose,
  title,
  description,
  deletion,
  variables,
  deletedTitle,
  deletedDescription,
  onDeleted,
  large,
  confirmLabel,
  pendingLabel,
}: DeleteDialogProps<Target, Variables, Answer>) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      confirmLabel={confirmLabel ?? t('actions.delete')}
      pendingLabel={pendingLabel ?? t('actions.deleting')}
      pending={deletion.isPending}
      destructive
      large={large}
      onConfirm={() => {
        if (target === null) return;
        deletion.mutate(variables(target), {
          onSuccess: (answer) => {
            toast({ title: deletedTitle, description: deletedDescription?.(answer) });
            onDeleted?.(target);
            onClose();
          },
          onError: (error) => toastError(error),
        });
      }}
    />
  );
}
