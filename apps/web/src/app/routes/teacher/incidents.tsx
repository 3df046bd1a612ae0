/**
 * The teacher app's incident reports (issue 44, decision 125): filing one from a child's history,
 * reading, correcting and completing one, and the head of centre's list. A chunk of its own,
 * loaded with the `incidents` words.
 */
import type { IncidentListFilter } from '@cic/contract/incidents/incident-queries';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { useStudent } from '@/features/check-in/api/get-students';
import { CentreIncidentList } from '@/features/incidents/components/centre-incident-list';
import { FileIncidentForm } from '@/features/incidents/components/file-incident-form';
import { StaffIncidentView } from '@/features/incidents/components/staff-incident-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { HeadOfCentreOnly, useIsHeadOfCentre } from './head-of-centre-only';
import { TeacherBackLink } from './teacher-back-link';

// The history's way in, in this one chunk: each lazy chunk's name costs every page's entry a few
// bytes (decision 120).
export { ChildIncidents } from '@/features/incidents/components/child-incidents';

const T = paths.teacher;

/** /app/teacher/checkin/{id}/incident: a report about the child, from their history. */
export function FileIncidentPage() {
  const { t } = useTranslation('incidents');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const student = useStudent(id);
  const name = student.data?.studentName;
  usePageTitle(name ? t('form.titleFor', { name }) : t('form.title'));
  return (
    <section aria-labelledby="file-incident-heading" className="grid gap-4 p-4">
      <TeacherBackLink to={T.checkinStudent.href(id)} label={t('form.back')} />
      <h1 id="file-incident-heading" className="text-xl font-semibold text-zinc-950">
        {name ? t('form.titleFor', { name }) : t('form.title')}
      </h1>
      <p className="text-sm text-zinc-600">{t('form.description')}</p>
      <FileIncidentForm
        childId={id}
        onFiled={(incident) => navigate(T.incident.href(incident.id), { replace: true })}
      />
    </section>
  );
}

/** /app/teacher/incidents/{id}: a report of the centre, its acknowledgements, correct and complete. */
export function TeacherIncidentPage() {
  const { t } = useTranslation('incidents');
  usePageTitle(t('report.title'));
  const { incidentId = '' } = useParams();
  const headOfCentre = useIsHeadOfCentre();
  return (
    <section aria-labelledby="incident-heading" className="grid gap-4 p-4">
      <TeacherBackLink
        to={headOfCentre ? T.incidents.path : T.checkin.path}
        label={headOfCentre ? t('list.back') : t('form.backToList')}
      />
      <h1 id="incident-heading" className="text-xl font-semibold text-zinc-950">
        {t('report.title')}
      </h1>
      <StaffIncidentView incidentId={incidentId} headOfCentre={headOfCentre} />
    </section>
  );
}

/** /app/teacher/incidents: the head of centre's open or unacknowledged reports (`?show=`). */
export function CentreIncidentsPage() {
  const { t } = useTranslation('incidents');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const filter: IncidentListFilter = params.get('show') === 'UNACKNOWLEDGED' ? 'UNACKNOWLEDGED' : 'OPEN';
  return (
    <HeadOfCentreOnly>
      <section aria-labelledby="incidents-heading" className="grid gap-4 p-4">
        <h1 id="incidents-heading" className="text-xl font-semibold text-zinc-950">
          {t('list.title')}
        </h1>
        <CentreIncidentList
          filter={filter}
          onFilter={(next) => setParams(next === 'OPEN' ? {} : { show: next }, { replace: true })}
          href={T.incident.href}
        />
      </section>
    </HeadOfCentreOnly>
  );
}
