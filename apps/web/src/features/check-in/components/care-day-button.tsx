import type { CentreStudent } from '@cic/contract';
import { NotebookPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCentreCareDay } from '../api/get-care-day';

const ChildCareDayDialog = lazy(() =>
  import('./child-care-day-dialog').then((m) => ({ default: m.ChildCareDayDialog })),
);

/**
 * Under a child's row of the check-in list: how many care entries the child has today (and open
 * reminders), a button that opens the child's day. Nothing before the first entry.
 */
export function CareDayButton({ student }: { student: CentreStudent }) {
  const { t } = useTranslation('care');
  const careDay = useCentreCareDay();
  const [open, setOpen] = useState(false);
  const mine = careDay.data?.children.find((child) => child.childId === student.ID_STUDENT);
  if (!mine || mine.entries === 0) return null;
  const entries = t('row.entries', { count: mine.entries });
  const reminders = mine.openReminders > 0 ? ` · ${t('row.reminders', { count: mine.openReminders })}` : '';
  return (
    <div className="px-4 pb-3 pl-14">
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('row.open', { name: student.studentName, entries: `${entries}${reminders}` })}
        onClick={() => setOpen(true)}
      >
        <NotebookPen aria-hidden="true" />
        {entries}
        {reminders}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChildCareDayDialog student={student} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
