import { useEffect } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/**
 * While a toast shows, whatever takes focus is scrolled clear of it (the page's scroll padding
 * grows by the toast's height): a button low on a long list is never focused under the toast.
 */
function useFocusClearOfToasts(showing: boolean) {
  useEffect(() => {
    if (!showing) return;
    const clear = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('.toast-root')) {
        event.target.scrollIntoView({ block: 'nearest' });
      }
    };
    document.addEventListener('focusin', clear);
    return () => document.removeEventListener('focusin', clear);
  }, [showing]);
}

/** Mount once near the root; `toast()` from anywhere shows here. */
export function Toaster() {
  const { toasts } = useToast();
  useFocusClearOfToasts(toasts.some((toast) => toast.open));
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, open, duration }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
