import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useCloseAutoFocus } from '@/lib/focus-return';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-zinc-950/50 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

/**
 * Every dialog's box (Radix Content: focus moved in and held, Escape, the page behind hidden and
 * inert to the pointer), handing focus back on close to what had it at opening (issue 16). Put it
 * inside a Portal, which renders it only while the dialog is open.
 */
export function DialogBox({ onCloseAutoFocus, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const closeAutoFocus = useCloseAutoFocus(onCloseAutoFocus);
  return <DialogPrimitive.Content onCloseAutoFocus={closeAutoFocus} {...props} />;
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (e.g. dialogs that must not be dismissed casually). */
  hideClose?: boolean;
};

export function DialogContent({ className, children, hideClose = false, ...props }: DialogContentProps) {
  const { t } = useTranslation('common');
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogBox
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-zinc-200 bg-white p-6 shadow-xl data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('actions.close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogBox>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold text-zinc-900', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-zinc-600', className)} {...props} />;
}

type FullScreenDialogProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Escape; the caller decides whether it closes (not while a request runs). */
  onClose: () => void;
};

/**
 * A modal over the whole screen (the teacher's camera and check-in form), open while mounted.
 * Whatever takes focus scrolls into view: Radix's Tab loop focuses without scrolling, which left
 * the form's photo 'Discard' focused above the screen when Tab came round from 'Cancel'.
 */
export function FullScreenDialog({ onClose, className, onFocus, ...props }: FullScreenDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPortal>
        <DialogBox
          aria-describedby={undefined}
          className={cn('fixed inset-0 z-50 outline-none', className)}
          onFocus={(event) => {
            event.target.scrollIntoView({ block: 'nearest' });
            onFocus?.(event);
          }}
          {...props}
        />
      </DialogPortal>
    </Dialog>
  );
}
