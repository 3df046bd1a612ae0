import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { ParentIncidentView } from '@/features/incidents/components/parent-incident-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { ParentBackLink } from './parent-back-link';

/** /parent/incidents/{incidentId}: a report about the parent's child, where the notice's link leads. */
export function IncidentPage() {
  const { t } = useTranslation('incidents');
  usePageTitle(t('report.title'));
  const { incidentId = '' } = useParams();
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <ParentBackLink to={paths.parent.children.path}>{t('parent.back')}</ParentBackLink>
      <h1 className="text-xl font-semibold text-zinc-900">{t('report.title')}</h1>
      <ParentIncidentView incidentId={incidentId} />
    </section>
  );
}
