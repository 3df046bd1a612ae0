import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

type DialogFrameProps = {
  /** Dialogs mounted per opening leave it out: they are open while mounted (or until closed, with a trigger). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called whenever the dialog closes (Escape, the backdrop, the corner button). */
  onClose?: () => void;
  /** The button that opens an uncontrolled dialog. */
  trigger?: ReactNode;
  /** While a request runs, Escape and the backdrop do not close the dialog. */
  busy?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** A badge above the title. */
  icon?: ReactNode;
  footer?: ReactNode;
  footerClassName?: string;
  className?: string;
  /**
   * Makes header, body and footer one form, so Enter submits and the footer's submit button works.
   * The browser's own submit is always prevented: the handler sends the request.
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onOpenAutoFocus?: ComponentProps<typeof DialogContent>['onOpenAutoFocus'];
  /** Where focus goes on closing when the opener may be gone; prevent the event to take it there. */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
  children?: ReactNode;
};

/** The product's dialog: a title, an optional description and icon, the body, and a footer of actions. */
export function DialogFrame({
  open,
  onOpenChange,
  onClose,
  trigger,
  busy = false,
  title,
  description,
  icon,
  footer,
  footerClassName,
  className,
  onSubmit,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: DialogFrameProps) {
  const inner = (
    <>
      <DialogHeader>
        {icon}
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      {children}
      {footer ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
    </>
  );
  return (
    <Dialog
      open={open ?? (trigger ? undefined : true)}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange?.(next);
        if (!next) onClose?.();
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        className={cn('max-w-md', className)}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        // Radix warns about a dialog without a description unless told there is none.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        {onSubmit ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit(event);
            }}
          >
            {inner}
          </form>
        ) : (
          inner
        )}
      </DialogContent>
    </Dialog>
  );
}
