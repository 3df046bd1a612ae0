import { type CentreStudent, type CheckInStatus, checkedInToday, nextCheckInAction } from '@cic/contract';
import { History, LogIn, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTime } from '@/lib/time';

/** A disabled action reads as plainly unavailable, also in bright daylight. */
const disabledLook = 'disabled:bg-zinc-200 disabled:text-zinc-500 disabled:opacity-100 disabled:shadow-none';

type StudentStatusDialogProps = {
  student: CentreStudent | null;
  onClose: () => void;
  onAction: (student: CentreStudent, action: CheckInStatus) => void;
  onViewAll: (student: CentreStudent) => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="text-right text-sm font-medium text-zinc-950">{children}</dd>
    </div>
  );
}

/**
 * The chosen child's last record and the next step (spec 2 §2.3, §4): only the valid one of
 * Check In / Check Out is enabled, neither after today's check-out; View All opens the history.
 */
export function StudentStatusDialog({ student, onClose, onAction, onViewAll }: StudentStatusDialogProps) {
  const { t } = useTranslation('teacher');
  const now = new Date();
  const latest = student?.latestCheckin ?? null;
  const next = student ? nextCheckInAction(latest, now) : null;
  const today = checkedInToday(latest, now);
  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="top-auto bottom-0 w-full translate-y-0 rounded-b-none pb-[max(1.5rem,env(safe-area-inset-bottom))] data-[state=open]:animate-fade-in sm:top-1/2 sm:bottom-auto sm:w-[calc(100%-2rem)] sm:-translate-y-1/2 sm:rounded-b-2xl">
        {student ? (
          <>
            <DialogHeader>
              <DialogTitle className="text-xl">{student.studentName}</DialogTitle>
              <DialogDescription>
                {next === null
                  ? t('studentDialog.checkedOut')
                  : next === 'CHECKIN'
                    ? t('studentDialog.readyToCheckIn')
                    : t('studentDialog.readyToCheckOut')}
              </DialogDescription>
            </DialogHeader>
            <dl className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 px-4">
              <Detail label={t('studentDialog.lastStatus')}>
                {latest ? (
                  <Badge variant={latest.status === 'CHECKIN' ? 'success' : 'secondary'}>
                    {t(`status.${latest.status}`)}
                  </Badge>
                ) : (
                  t('studentDialog.noRecord')
                )}
              </Detail>
              <Detail label={t('studentDialog.time')}>
                {latest
                  ? today
                    ? t('studentDialog.todayAt', { time: formatTime(latest.time) })
                    : formatDateTime(latest.time)
                  : '-'}
              </Detail>
              <Detail label={t('studentDialog.recordedBy')}>{latest?.recordedBy ?? '-'}</Detail>
            </dl>
            <div className="grid grid-cols-2 gap-3">
              <Button
                size="lg"
                className={cn('h-14 text-base', disabledLook)}
                disabled={next !== 'CHECKIN'}
                onClick={() => onAction(student, 'CHECKIN')}
              >
                <LogIn aria-hidden="true" />
                {t('status.CHECKIN')}
              </Button>
              <Button
                size="lg"
                className={cn('h-14 bg-sky-700 text-base hover:bg-sky-800 active:bg-sky-900', disabledLook)}
                disabled={next !== 'CHECKOUT'}
                onClick={() => onAction(student, 'CHECKOUT')}
              >
                <LogOut aria-hidden="true" />
                {t('status.CHECKOUT')}
              </Button>
            </div>
            <Button variant="outline" size="lg" onClick={() => onViewAll(student)}>
              <History aria-hidden="true" />
              {t('studentDialog.viewAll')}
            </Button>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
