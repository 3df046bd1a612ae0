import type { IncidentSummary } from '@cic/contract/incidents/incident-answers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/time';

/** Reports as links to each one: the child, kind, time and place, and where it stands. */
export function IncidentSummaryList({
  incidents,
  href,
  emptyText,
}: {
  incidents: IncidentSummary[];
  href: (incidentId: string) => string;
  emptyText: string;
}) {
  const { t } = useTranslation('incidents');
  if (incidents.length === 0) return <p className="text-sm text-zinc-600">{emptyText}</p>;
  return (
    <ul className="grid gap-2">
      {incidents.map((incident) => (
        <li key={incident.id}>
          <Link
            to={href(incident.id)}
            className="grid gap-1 rounded-xl border border-zinc-200 bg-white p-3 text-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="font-medium text-zinc-900">
              {t('list.line', {
                child: incident.child.name,
                kind: t(`kinds.${incident.kind}`),
                time: formatDateTime(incident.occurredAt),
              })}
            </span>
            <span className="text-zinc-600">{incident.place}</span>
            <span className="text-zinc-600">
              {t(`statuses.${incident.status}`)} ·{' '}
              {incident.acknowledgedAt
                ? t('list.acknowledgedAt', { time: formatDateTime(incident.acknowledgedAt) })
                : t('report.notAcknowledged')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
