import type { CentreStudent } from '@cic/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { StudentPicker } from '@/features/check-in/components/student-picker';
import { usePageTitle } from '@/hooks/use-page-title';
import { loadCatalogues } from '@/i18n/i18n';
import { signOut, useStaffMe } from '@/lib/session';
import { useFocusReturnedRow } from './return-to-row';

// The check-in flow (dialog, camera, form) loads once the list is drawn (decision 026).
const loadStudentCheckIn = () => import('@/features/check-in/components/student-check-in');
const StudentCheckIn = lazy(() => loadStudentCheckIn().then((m) => ({ default: m.StudentCheckIn })));
// Heads of centre only: today's fevers, in a chunk of its own.
const FeversToday = lazy(() =>
  import('@/features/check-in/components/fevers-today').then((m) => ({ default: m.FeversToday })),
);
// The head of centre's way to the incident reports, with their words (issue 44).
const OpenIncidentsLink = lazy(() =>
  Promise.all([
    import('@/features/incidents/components/open-incidents-link'),
    loadCatalogues(['incidents']),
  ]).then(([m]) => ({ default: m.OpenIncidentsLink })),
);

// Staff in against staff needed (issue 45), with its words: beside the list, never before it.
const RatioBanner = lazy(() =>
  Promise.all([
    import('@/features/staff-attendance/components/ratio-banner'),
    loadCatalogues(['staff-attendance']),
  ]).then(([m]) => ({ default: m.RatioBanner })),
);

// Heads of centre only, on a flagged row: the missed check-out's time (decision 095).
const MissedCheckOutDialog = lazy(() =>
  import('@/features/check-in/components/missed-check-out-dialog').then((m) => ({
    default: m.MissedCheckOutDialog,
  })),
);

// The care log (issue 44) and its own words, fetched beside the list: not part of its first draw.
const loadCareLog = () =>
  Promise.all([import('@/features/check-in/components/care-log'), loadCatalogues(['care'])]).then(([m]) => m);
const CareLog = lazy(() => loadCareLog().then((m) => ({ default: m.CareLog })));
const CareDayButton = lazy(() => loadCareLog().then((m) => ({ default: m.CareDayButton })));

// Today's medicines (issue 44) and their own words, fetched beside the list like the care log.
const MedicationToday = lazy(() =>
  Promise.all([
    import('@/features/medication-doses/components/medication-today'),
    loadCatalogues(['medication', 'care']),
  ]).then(([m]) => ({ default: m.MedicationToday })),
);

/** The student history receives the tapped student through navigation state (spec 2 §2.5). */
export type StudentHistoryState = { student: CentreStudent };

/** While a child's dialog, camera or form is open, the page's history entry carries its id. */
type CheckInFlowState = { checkIn: string };

function openFlowId(state: unknown): string | null {
  const id = (state as Partial<CheckInFlowState> | null)?.checkIn;
  return typeof id === 'string' ? id : null;
}

/**
 * /app/teacher/checkin: pick a child, then check in or out with a photo (spec 2 §2.3–§2.4).
 * Opening a child adds a history entry, so the phone's back gesture closes the dialog, camera or
 * form and returns to the list instead of leaving the app.
 */
export function CheckinPage() {
  const { t } = useTranslation('teacher');
  usePageTitle(t('checkin.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const me = useStaffMe();
  const [tapped, setTapped] = useState<CentreStudent | null>(null);
  const [leftOpen, setLeftOpen] = useState<CentreStudent | null>(null);
  const isHead = me.data?.role === 'super manager';
  const recordedBy = me.data?.name ?? me.data?.email ?? '';
  useFocusReturnedRow();
  // Fetched as soon as the list is up, so the first tap opens at once.
  useEffect(() => {
    void loadStudentCheckIn();
  }, []);
  const openId = openFlowId(location.state);
  const student = tapped && tapped.ID_STUDENT === openId ? tapped : null;

  const open = (next: CentreStudent) => {
    setTapped(next);
    navigate(location.pathname, { state: { checkIn: next.ID_STUDENT } satisfies CheckInFlowState });
  };
  const close = () => {
    if (openId !== null) navigate(-1);
    setTapped(null);
  };

  return (
    <>
      <Suspense fallback={null}>
        <RatioBanner />
      </Suspense>
      {isHead ? (
        <Suspense fallback={null}>
          <OpenIncidentsLink to={paths.teacher.incidents.path} />
          <FeversToday />
        </Suspense>
      ) : null}
      <StudentPicker
        onSelect={open}
        onSessionEnded={() => {
          signOut('staff');
          window.location.replace(paths.teacherLogin.href());
        }}
        onRecordCheckOut={isHead ? setLeftOpen : undefined}
        action={
          <>
            <Suspense fallback={null}>
              <CareLog recordedBy={recordedBy} />
            </Suspense>
            <Suspense fallback={null}>
              <MedicationToday isHead={isHead} />
            </Suspense>
          </>
        }
        rowAction={(child) => (
          <Suspense fallback={null}>
            <CareDayButton student={child} />
          </Suspense>
        )}
      />
      {leftOpen ? (
        <Suspense fallback={null}>
          <MissedCheckOutDialog student={leftOpen} onClose={() => setLeftOpen(null)} />
        </Suspense>
      ) : null}
      {student ? (
        <Suspense fallback={null}>
          <StudentCheckIn
            key={student.ID_STUDENT}
            student={student}
            recordedBy={recordedBy}
            onClose={close}
            onViewAll={(chosen) =>
              // Replaces the dialog's entry: back from the history returns to the list.
              navigate(paths.teacher.checkinStudent.href(chosen.ID_STUDENT), {
                replace: true,
                state: { student: chosen } satisfies StudentHistoryState,
              })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
