import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBox, DialogOverlay } from './dialog';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Pinned under the scrolling body (totals, actions). */
  footer?: ReactNode;
  children: ReactNode;
  /** Given, the title can take focus (a flow inside the sheet sends it there). */
  titleRef?: Ref<HTMLHeadingElement>;
};

/** A panel that slides in from the right edge (a dialog for the screen reader), full width on phones. */
export function Sheet({ open, onOpenChange, title, description, footer, children, titleRef }: SheetProps) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogBox
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-3xl flex-col border-l border-zinc-200 bg-white shadow-xl data-[state=open]:animate-fade-in"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="grid gap-1 border-b border-zinc-200 p-4 pr-12">
            <DialogPrimitive.Title
              ref={titleRef}
              tabIndex={titleRef ? -1 : undefined}
              className="text-lg font-semibold text-zinc-900 focus:outline-none"
            >
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-zinc-600">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
          {footer ? <div className="border-t border-zinc-200 p-4">{footer}</div> : null}
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('actions.close')}</span>
          </DialogPrimitive.Close>
        </DialogBox>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
