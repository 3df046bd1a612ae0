import type { CentreStudent } from '@cic/contract';
import { LogIn, SearchX, UsersRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TryAgainButton } from '@/components/try-again-button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useStudents } from '../api/get-students';
import { matchesSearch } from '../lib/highlight';
import { StudentRow } from './student-row';
import { StudentSearch } from './student-search';

// Drawn only when records wait or the network is gone: loaded beside the list, not before it.
const WaitingBanner = lazy(() => import('./waiting-banner').then((m) => ({ default: m.WaitingBanner })));

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center text-zinc-600 [&>svg]:size-9 [&>svg]:text-zinc-400">
      {icon}
      {children}
    </div>
  );
}

/** 'Select a student to check in': search, then tap a child (spec 2 §2.3). */
type StudentPickerProps = {
  onSelect: (student: CentreStudent) => void;
  /** The server no longer accepts this session (teacher deleted, centre password changed). */
  onSessionEnded: () => void;
  /** The head of centre's: records a missed check-out's time (decision 095). */
  onRecordCheckOut?: ((student: CentreStudent) => void) | undefined;
  /** Beside the heading: the care log's button and what follows a saving (issue 44). */
  action?: ReactNode;
  /** Under each child's row: their care entries today. */
  rowAction?: (student: CentreStudent) => ReactNode;
};

export function StudentPicker({
  onSelect,
  onSessionEnded,
  onRecordCheckOut,
  action,
  rowAction,
}: StudentPickerProps) {
  const { t } = useTranslation('teacher');
  const students = useStudents();
  const [query, setQuery] = useState('');
  const now = new Date();

  let body: ReactNode;
  if (students.isPending) {
    body = (
      <div className="flex items-center justify-center gap-3 py-12 text-zinc-700" role="status">
        <Spinner className="size-5" label="" />
        {t('checkin.loading')}
      </div>
    );
  } else if (students.isError && students.error instanceof ApiError && students.error.status === 401) {
    body = (
      <Notice icon={<LogIn aria-hidden="true" />}>
        <p role="alert">{t('checkin.sessionEnded')}</p>
        <Button size="lg" onClick={onSessionEnded}>
          <LogIn aria-hidden="true" />
          {t('checkin.loginAgain')}
        </Button>
      </Notice>
    );
  } else if (students.isError) {
    body = (
      <Notice icon={<UsersRound aria-hidden="true" />}>
        <p role="alert">{getErrorMessage(students.error)}</p>
        <TryAgainButton onRetry={students.refetch} size="lg" />
      </Notice>
    );
  } else {
    const shown = students.data.filter((student) => matchesSearch(student.studentName, query));
    body =
      students.data.length === 0 ? (
        <Notice icon={<UsersRound aria-hidden="true" />}>
          <p>{t('checkin.noStudents')}</p>
        </Notice>
      ) : shown.length === 0 ? (
        <Notice icon={<SearchX aria-hidden="true" />}>
          <p>{t('checkin.noMatch', { query: query.trim() })}</p>
        </Notice>
      ) : (
        <ul aria-label={t('checkin.students')} className="divide-y divide-zinc-200">
          {shown.map((student) => (
            <StudentRow
              key={student.ID_STUDENT}
              student={student}
              query={query}
              now={now}
              onSelect={onSelect}
              onRecordCheckOut={onRecordCheckOut}
              action={rowAction?.(student)}
            />
          ))}
        </ul>
      );
  }

  return (
    <section aria-labelledby="check-in-heading" className="flex flex-col">
      <div className="sticky top-14 z-20 grid gap-3 border-b border-zinc-200 bg-zinc-50/95 px-4 pt-4 pb-3 backdrop-blur">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="check-in-heading" className="text-xl font-semibold text-zinc-950">
            {t('checkin.heading')}
          </h1>
          {action}
        </div>
        <StudentSearch value={query} onChange={setQuery} />
      </div>
      <Suspense fallback={null}>
        <WaitingBanner
          onRedo={(studentId) => {
            const student = students.data?.find((item) => item.ID_STUDENT === studentId);
            if (student) onSelect(student);
          }}
        />
      </Suspense>
      <div className="bg-white">{body}</div>
    </section>
  );
}
