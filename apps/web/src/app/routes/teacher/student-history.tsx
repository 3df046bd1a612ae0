import { centreStudentSchema } from '@cic/contract';
import { XIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useStudent } from '@/features/check-in/api/get-students';
import { StudentHistory } from '@/features/check-in/components/student-history';
import { usePageTitle } from '@/hooks/use-page-title';
import { loadCatalogues } from '@/i18n/i18n';
import type { ReturnToRowState } from './return-to-row';

// Incident reports come with their own words, after the history (issue 44).
const ChildIncidents = lazy(() =>
  Promise.all([import('./incidents'), loadCatalogues(['incidents'])]).then(([m]) => ({
    default: m.ChildIncidents,
  })),
);

/** The student from navigation state, when the list passed one (and it is for this id). */
function studentFromState(state: unknown, id: string) {
  const parsed = centreStudentSchema.safeParse((state as { student?: unknown } | null)?.student);
  return parsed.success && parsed.data.ID_STUDENT === id ? parsed.data : null;
}

/**
 * /app/teacher/checkin/{id}: one student's history. The list passes the student in navigation
 * state (spec 2 §2.5); opened directly (a reload, a shared link) the name comes from the list.
 */
export function StudentHistoryPage() {
  const { t } = useTranslation('teacher');
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const passed = studentFromState(location.state, id);
  const fetched = useStudent(id, { enabled: passed === null });
  const name = passed?.studentName ?? fetched.data?.studentName ?? null;
  usePageTitle(name ? t('history.pageTitle', { name }) : t('history.studentHistory'));

  return (
    <section aria-labelledby="history-heading" className="flex flex-col">
      <div className="sticky top-14 z-20 flex items-center gap-3 border-b border-zinc-200 bg-zinc-50/95 px-4 py-3 backdrop-blur">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{t('history.heading')}</p>
          <h1 id="history-heading" className="truncate text-xl font-semibold text-zinc-950">
            {name ?? (fetched.isPending ? t('history.loading') : t('history.student'))}
          </h1>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('history.close')}
          className="size-12 shrink-0 rounded-full [&_svg]:size-5"
          onClick={() =>
            navigate(paths.teacher.checkin.path, { state: { returnToRow: id } satisfies ReturnToRowState })
          }
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-6 p-4">
        <Suspense fallback={null}>
          <ChildIncidents
            childId={id}
            newHref={paths.teacher.incidentNew.href(id)}
            href={paths.teacher.incident.href}
          />
        </Suspense>
        <StudentHistory studentId={id} studentName={name ?? t('history.student')} />
      </div>
    </section>
  );
}
