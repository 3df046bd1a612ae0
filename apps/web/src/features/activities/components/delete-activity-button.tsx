import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('teacher');
  const [open, setOpen] = useState(false);
  const deletion = useDeleteActivity();
  const confirm = () =>
    deletion.mutate(activity.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('deleteActivity.deleted') });
        onDeleted?.();
      },
      onError: () => toast({ title: t('deleteActivity.failed'), variant: 'destructive' }),
    });
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'icon' : 'default'}
        aria-label={compact ? t('deleteActivity.named', { title: activity.title }) : undefined}
        className="text-red-700 hover:text-red-800"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {compact ? null : t('deleteActivity.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteActivity.title')}
        description={t('deleteActivity.description', { title: activity.title })}
        confirmLabel={t('deleteActivity.button')}
        pendingLabel={t('deleteActivity.pending')}
        pending={deletion.isPending}
        onConfirm={confirm}
        destructive
        large
      />
    </>
  );
}
