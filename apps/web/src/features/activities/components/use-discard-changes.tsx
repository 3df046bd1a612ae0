import { type RefObject, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The app path a click on a link would open, when it leaves this page within the app. */
function leavingPath(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * 'Discard changes?' (spec 3 §2.1, §8) before a form with unsaved content is left: a link of the
 * app (tabs, header, back) or `leave(to)` asks first; closing or reloading the tab gets the
 * browser's own question. Links are caught on the document rather than with the router's
 * `useBlocker`, whose code would join the React chunk every sign-in page loads (decision 037).
 * `saved` is read at the moment of leaving: the page goes to its list right after a save.
 */
export function useDiscardChanges(dirty: boolean, saved: RefObject<boolean>) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<string | null>(null);
  const guarding = dirty && !saved.current;

  useEffect(() => {
    if (!guarding) return;
    const onClick = (event: MouseEvent) => {
      const to = saved.current ? null : leavingPath(event);
      if (!to) return;
      // Capture phase on the document: before the router's link handler and the browser's navigation.
      event.preventDefault();
      event.stopPropagation();
      setAsking(to);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [guarding, saved]);

  const leave = (to: string) => (guarding ? setAsking(to) : navigate(to));

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : setAsking(null))}
      title="Discard changes?"
      description="Are you sure you want to leave? Any unsaved changes will be lost."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={() => {
        const to = asking;
        setAsking(null);
        if (to) navigate(to);
      }}
      destructive
      large
    />
  );
  return { leave, dialog };
}
