import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * 'Discard changes?' (spec 3 §2.1, §8) before leaving a form with unsaved content for another page
 * of the app; closing or reloading the tab gets the browser's own question.
 */
export function DiscardChangesGuard({ when, saved }: { when: boolean; saved: RefObject<boolean> }) {
  // `saved` is read when the navigation happens: the page leaves right after a save, before a re-render.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when || saved.current) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when, saved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Discard changes?"
      description="Are you sure you want to leave? Any unsaved changes will be lost."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={() => blocker.proceed?.()}
      // Keeps the dialog from closing itself on 'Discard', which would also reset the blocker.
      pending={false}
      destructive
      large
    />
  );
}
