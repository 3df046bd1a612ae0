import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Spec 1 §9: shown 5000 ms, dismissed by a swipe to the right past 50 px, viewport reached with F8. */
export const toastDuration = 5000;
export const toastSwipeThreshold = 50;
export const toastHotkey = ['F8'];

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useTranslation('common');
  return (
    <ToastPrimitive.Provider
      // Radix's own words are English: each toast's name for screen readers, in the reader's language.
      label={t('toast.one')}
      duration={toastDuration}
      swipeDirection="right"
      swipeThreshold={toastSwipeThreshold}
      {...props}
    />
  );
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useTranslation('common');
  return (
    <ToastPrimitive.Viewport
      hotkey={toastHotkey}
      // Radix's default region name is English ('Notifications (F8)').
      label={t('toast.region', { hotkey: toastHotkey.join('+') })}
      className={cn(
        // Placed by index.css when a tab bar or a dialog is on screen; lets clicks through around toasts.
        'toast-viewport pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'toast-root group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-9 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
  {
    variants: {
      variant: {
        default: 'border-zinc-200 bg-white text-zinc-900',
        destructive: 'border-red-600 bg-red-600 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-xs font-medium hover:bg-black/5',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useTranslation('common');
  return (
    <ToastPrimitive.Close
      aria-label={t('actions.close')}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
