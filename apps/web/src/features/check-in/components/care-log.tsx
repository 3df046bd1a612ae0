import { NotebookPen } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useStudents } from '../api/get-students';
import type { SavedCare } from './care-group-dialog';

export { CareDayButton } from './care-day-button';

// The forms and their rules (zod) load when first opened; the list draws without them.
const CareGroupDialog = lazy(() =>
  import('./care-group-dialog').then((m) => ({ default: m.CareGroupDialog })),
);
const CareUndoBanner = lazy(() => import('./care-undo-banner').then((m) => ({ default: m.CareUndoBanner })));

/**
 * The check-in list's care log (issue 44), loaded with its words beside the list: its button, the
 * group entry dialog, then the banner that offers Undo for the minute after saving. The banner
 * follows the button, so Tab reaches it next; when it goes, focus goes back to the button.
 */
export function CareLog({ recordedBy }: { recordedBy: string }) {
  const { t } = useTranslation('care');
  const students = useStudents();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedCare | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const done = useCallback(() => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    setSaved(null);
    if (hadFocus) opener.current?.focus();
  }, []);
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen(true)}>
        <NotebookPen aria-hidden="true" />
        {t('group.open')}
      </Button>
      {saved ? (
        <div ref={banner} className="basis-full">
          <Suspense fallback={null}>
            <CareUndoBanner key={saved.kept ? 'kept' : saved.groupId} saved={saved} onDone={done} />
          </Suspense>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {open ? (
          <CareGroupDialog
            students={students.data ?? []}
            recordedBy={recordedBy}
            onClose={() => setOpen(false)}
            onSaved={(next) => {
              setSaved(next);
              setOpen(false);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
