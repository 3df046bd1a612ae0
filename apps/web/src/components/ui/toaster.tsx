import { useEffect } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/** Scrolls a focused element clear of the toasts (the page's scroll padding grows by a toast's height). */
function clearOfToasts(element: EventTarget | Element | null) {
  if (element instanceof HTMLElement && element !== document.body && !element.closest('.toast-root')) {
    element.scrollIntoView({ block: 'nearest' });
  }
}

/**
 * While a toast shows, the focused element is never under it: the one focused when it appears and
 * whatever takes focus after (a button low on a long list, where the toast lands).
 */
function useFocusClearOfToasts(showing: boolean) {
  useEffect(() => {
    if (!showing) return;
    clearOfToasts(document.activeElement);
    const clear = (event: FocusEvent) => clearOfToasts(event.target);
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
