import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteActivity } from '../api/delete-activity';

type DeleteActivityButtonProps = {
  activity: { id: string; title: string };
  /** After the activity is gone (the lists are already refreshed). */
  onDeleted?: () => void;
  /** An icon-only button (on a list card). */
  compact?: boolean;
};

/** Delete is permanent (spec 3 §2.1), so it asks first; the §8 toasts tell how it went. */
export function DeleteActivityButton({ activity, onDeleted, compact = false }: DeleteActivityButtonProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteActivity();
  const confirm = () =>
    deletion.mutate(activity.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Activity deleted successfully' });
        onDeleted?.();
      },
      onError: () => toast({ title: 'Failed to delete activity. Please try again.', variant: 'destructive' }),
    });
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'icon' : 'default'}
        aria-label={compact ? `Delete ${activity.title}` : undefined}
        className="text-red-700 hover:text-red-800"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {compact ? null : 'Delete'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this activity?"
        description={`"${activity.title}" and its images will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        onConfirm={confirm}
        destructive
        large
      />
    </>
  );
}
