import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useChildIncidents } from '../api/centre-incident-lists';
import { IncidentSummaryList } from './incident-summary-list';

/** On a child's history: File an incident report, and the child's reports. */
export function ChildIncidents({
  childId,
  newHref,
  href,
}: {
  childId: string;
  newHref: string;
  href: (incidentId: string) => string;
}) {
  const { t } = useTranslation('incidents');
  const list = useChildIncidents(childId);
  return (
    <section aria-labelledby="child-incidents-heading" className="grid gap-3">
      <h2 id="child-incidents-heading" className="text-base font-semibold text-zinc-900">
        {t('child.title')}
      </h2>
      <Link to={newHref} className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}>
        <FilePlus2 aria-hidden="true" />
        {t('child.file')}
      </Link>
      {list.data ? (
        <IncidentSummaryList incidents={list.data} href={href} emptyText={t('child.none')} />
      ) : null}
    </section>
  );
}
