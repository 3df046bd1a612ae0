import { type CentreStudent, checkedInToday } from '@cic/contract';
import type { TFunction } from 'i18next';
import { ChevronRight, CircleCheck, Clock, CloudUpload, LogOut, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { absenceReasonLabel } from '@/lib/absence-reason';
import { formatOpenDay } from '@/lib/open-day';
import { formatTime } from '@/lib/time';
import type { ListedStudent } from '../lib/waiting-records';
import { HighlightedText } from './highlighted-text';

/**
 * The line under the name: today's last record, a parent's report that the child is absent today
 * (a record today wins over it, decision 078), or that there is none yet.
 */
function todayLine(student: CentreStudent, today: boolean, t: TFunction<'teacher'>): string {
  const latest = student.latestCheckin;
  if (!today && student.reportedAbsence) {
    return t('checkin.absentReported', { reason: absenceReasonLabel(student.reportedAbsence.reason) });
  }
  if (!latest || !today) return t('checkin.notCheckedInToday');
  const time = formatTime(latest.time);
  return latest.status === 'CHECKIN'
    ? t('checkin.checkedInAt', { time })
    : t('checkin.checkedOutAt', { time });
}

/** After closing time, or the morning after a child was never checked out (issue 30). */
function EndOfDayFlag({ student }: { student: CentreStudent }) {
  const { t } = useTranslation('teacher');
  const openDay = student.notCheckedOutOn;
  if (!student.stillCheckedIn && !openDay) return null;
  return (
    <Badge variant="warning" className="justify-self-start whitespace-normal">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      {student.stillCheckedIn || !openDay
        ? t('checkin.stillCheckedIn')
        : t('checkin.notCheckedOutOn', { day: formatOpenDay(openDay) })}
    </Badge>
  );
}

type StudentRowProps = {
  student: ListedStudent;
  query: string;
  now: Date;
  onSelect: (student: CentreStudent) => void;
  /** The head of centre's: records the check-out time of a child flagged 'Not checked out on …'. */
  onRecordCheckOut?: ((student: CentreStudent) => void) | undefined;
  /** Under the row: the child's care entries today. */
  action?: ReactNode;
};

/** One child: a green tick once recorded today, a clock otherwise (spec 2 §2.3). */
export function StudentRow({ student, query, now, onSelect, onRecordCheckOut, action }: StudentRowProps) {
  const { t } = useTranslation('teacher');
  const today = checkedInToday(student.latestCheckin, now);
  const details = [student.Package, t('checkin.age', { age: student.Age })].filter(Boolean).join(' · ');
  return (
    <li>
      <button
        type="button"
        // Found by the list to give focus back to this child's row after its history.
        data-student-id={student.ID_STUDENT}
        onClick={() => onSelect(student)}
        // scroll-mt: a focused row scrolls clear of the sticky heading and search above the list.
        className="flex min-h-16 w-full scroll-mt-32 items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-50"
      >
        {today ? (
          <CircleCheck
            aria-label={t('checkin.recordedToday')}
            role="img"
            className="size-7 shrink-0 text-green-600"
          />
        ) : (
          <Clock
            aria-label={t('checkin.notRecordedToday')}
            role="img"
            className="size-7 shrink-0 text-zinc-400"
          />
        )}
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="text-base font-semibold break-words text-zinc-950">
            <HighlightedText text={student.studentName} query={query} />
          </span>
          <EndOfDayFlag student={student} />
          {student.waitingToSend ? (
            <Badge variant="secondary" className="justify-self-start">
              <CloudUpload aria-hidden="true" className="size-3.5" />
              {t('checkin.waitingToSend')}
            </Badge>
          ) : null}
          <span className="text-sm text-zinc-600">
            {todayLine(student, today, t)}
            {details ? <span className="text-zinc-500"> · {details}</span> : null}
          </span>
          {!today && student.reportedAbsence?.note ? (
            <span className="text-sm wrap-anywhere text-zinc-500">{student.reportedAbsence.note}</span>
          ) : null}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
      </button>
      {onRecordCheckOut && student.notCheckedOutOn && !student.waitingToSend ? (
        // Beside the row's button, not in it: a button cannot hold another.
        <div className="px-4 pb-3 pl-14">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('missedCheckOut.openFor', { name: student.studentName })}
            onClick={() => onRecordCheckOut(student)}
          >
            <LogOut aria-hidden="true" />
            {t('missedCheckOut.open')}
          </Button>
        </div>
      ) : null}
      {action}
    </li>
  );
}
