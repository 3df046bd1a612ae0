import { SearchX } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { ContactDialog } from '@/components/contact-dialog';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';

type NoChildrenDialogProps = { email: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Connecting found nothing: explain how children are linked and who can help. */
export function NoChildrenDialog({ email, open, onOpenChange }: NoChildrenDialogProps) {
  const { t } = useTranslation('parent');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      icon={
        <span className="mb-1 flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
          <SearchX aria-hidden="true" className="size-5" />
        </span>
      }
      title={t('noChildren.title')}
      description={
        <Trans
          t={t}
          i18nKey="noChildren.description"
          values={{ email }}
          components={{ email: <strong className="font-medium break-all text-zinc-900" /> }}
        />
      }
      footer={
        <>
          <ContactDialog trigger={<Button variant="outline">{t('noChildren.contactUs')}</Button>} />
          <DialogClose asChild>
            <Button>{t('noChildren.ok')}</Button>
          </DialogClose>
        </>
      }
    >
      <div className="grid gap-2 text-sm text-zinc-700">
        <p>{t('noChildren.howLinked')}</p>
        <p>{t('noChildren.differentAddress')}</p>
      </div>
    </DialogFrame>
  );
}
