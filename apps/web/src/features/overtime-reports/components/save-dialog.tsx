import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useLeaveConfirm } from '@/components/use-leave-confirm';

type SaveDialogProps = {
  title: string;
  description: string;
  /** Unsaved changes: closing asks first. */
  dirty: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
};

/** An edit form of the report pages: Cancel and 'Save Changes', and the spec's question before losing changes. */
export function SaveDialog({
  title,
  description,
  dirty,
  pending,
  onSubmit,
  onClose,
  children,
}: SaveDialogProps) {
  const { t } = useTranslation('overtime');
  const leave = useLeaveConfirm(dirty);
  return (
    <>
      <DialogFrame
        open
        busy={pending}
        onOpenChange={(open) => (open ? undefined : leave.close(onClose))}
        title={title}
        description={description}
        onSubmit={onSubmit}
        footer={
          <>
            <Button variant="outline" onClick={() => leave.close(onClose)}>
              {t('save.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('save.saving') : t('save.submit')}
            </Button>
          </>
        }
      >
        {children}
      </DialogFrame>
      {leave.dialog}
    </>
  );
}
