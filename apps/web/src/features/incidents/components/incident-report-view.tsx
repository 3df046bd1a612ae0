import type { Incident } from '@cic/contract/incidents/incident-answers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '@/components/detail-parts';
import { formatDateTime } from '@/lib/time';

/** Text a person wrote, kept with its line breaks; 'None' when empty. */
function Written({ text }: { text: string | undefined | null }) {
  const { t } = useTranslation('incidents');
  return <span className="whitespace-pre-line">{text?.trim() ? text : t('report.none')}</span>;
}

/**
 * A report's facts as every side reads them (parents, staff, head office): what happened, the
 * photos, who filed and corrected it, the review and the parents' acknowledgements.
 */
export function IncidentReportView({ incident, actions }: { incident: Incident; actions?: ReactNode }) {
  const { t } = useTranslation('incidents');
  const { report } = incident;
  const items = [
    { label: t('report.child'), value: incident.child.name },
    { label: t('report.centre'), value: incident.centre.name },
    { label: t('report.kind'), value: t(`kinds.${report.kind}`) },
    { label: t('report.when'), value: formatDateTime(report.occurredAt) },
    { label: t('report.place'), value: <Written text={report.place} /> },
    { label: t('report.whatHappened'), value: <Written text={report.whatHappened} /> },
    { label: t('report.injury'), value: <Written text={report.injury} /> },
    {
      label: t('report.bodyParts'),
      value: <Written text={report.bodyParts.map((part) => t(`bodyParts.${part}`)).join(', ')} />,
    },
    { label: t('report.firstAid'), value: <Written text={report.firstAid} /> },
    { label: t('report.witnesses'), value: <Written text={report.witnesses} /> },
    {
      label: t('report.filed'),
      value: t('report.filedBy', { time: formatDateTime(incident.filedAt), name: incident.filedBy.name }),
    },
    ...(incident.version > 1
      ? [
          {
            label: t('report.version'),
            value: t('report.corrected', {
              version: incident.version,
              name: incident.recordedBy.name,
              time: formatDateTime(incident.recordedAt),
              reason: incident.reason ?? '',
            }),
          },
        ]
      : []),
    { label: t('report.status'), value: t(`statuses.${incident.status}`) },
    { label: t('report.review'), value: <Written text={incident.review?.note} /> },
    {
      label: t('report.acknowledged'),
      value:
        incident.acknowledgements.length === 0 ? (
          t('report.notAcknowledged')
        ) : (
          <ul className="grid gap-1">
            {incident.acknowledgements.map((ack) => (
              <li key={`${ack.parentName}-${ack.at}`}>
                {t('report.acknowledgement', { name: ack.parentName, time: formatDateTime(ack.at) })}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <div className="grid gap-4">
      <DetailCard items={items} />
      {incident.photos.length > 0 ? (
        <section aria-labelledby={`incident-photos-${incident.id}`} className="grid gap-2">
          <h2 id={`incident-photos-${incident.id}`} className="text-sm font-semibold text-zinc-900">
            {t('report.photos')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {incident.photos.map((photo, index) => (
              <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer" className="rounded-lg">
                <img
                  src={photo.thumbnailUrl}
                  alt={t('report.photo', { number: index + 1 })}
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            ))}
          </div>
        </section>
      ) : null}
      {actions}
    </div>
  );
}
