import { type RefObject, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** One form guards at a time; the router allows one blocker. */
const blockerKey = 'discard-changes';

/**
 * 'Discard changes?' (spec 3 §2.1, §8) before a form with unsaved content is left: any navigation
 * of the router (the app's links, `leave(to)`, the browser's Back and Forward) waits for the
 * answer; closing or reloading the tab gets the browser's own question. The router's blocker is
 * registered here rather than through `useBlocker`, whose code would join the React chunk every
 * sign-in page loads (decision 042). `saved` is read at the moment of leaving: the page goes to its
 * list right after a save.
 */
export function useDiscardChanges(dirty: boolean, saved: RefObject<boolean>) {
  const { t } = useTranslation('teacher');
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const guarding = dirty && !saved.current;

  useEffect(() => {
    if (!guarding || !router) return;
    // On Back the router puts the form's address back and keeps the way out until proceed().
    router.getBlocker(blockerKey, ({ currentLocation, nextLocation }) => {
      const leaving = !saved.current && nextLocation.pathname !== currentLocation.pathname;
      if (leaving) setAsking(true);
      return leaving;
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      router.deleteBlocker(blockerKey);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [guarding, router, saved]);

  const answer = (discard: boolean) => {
    setAsking(false);
    const blocker = router?.state.blockers.get(blockerKey);
    if (blocker?.state === 'blocked') (discard ? blocker.proceed : blocker.reset)();
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={(open) => (open ? undefined : answer(false))}
      title={t('activityForm.discardTitle')}
      description={t('activityForm.discardDescription')}
      confirmLabel={t('activityForm.discard')}
      cancelLabel={t('activityForm.keepEditing')}
      onConfirm={() => answer(true)}
      destructive
      large
    />
  );
  return { leave: navigate, dialog };
}
