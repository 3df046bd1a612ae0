import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/time';
import { useIncidentVersions } from '../api/centre-incident';

/** Every version of a report, latest first: who recorded it, when and why. */
export function IncidentVersions({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation('incidents');
  const versions = useIncidentVersions(incidentId);
  if (!versions.data || versions.data.length < 2) return null;
  return (
    <section aria-labelledby="incident-versions-heading" className="grid gap-2">
      <h2 id="incident-versions-heading" className="text-sm font-semibold text-zinc-900">
        {t('versions.title')}
      </h2>
      <ol className="grid gap-1 text-sm text-zinc-700">
        {[...versions.data].reverse().map((version) => (
          <li key={version.version}>
            {version.reason === null
              ? t('versions.filed', {
                  version: version.version,
                  name: version.recordedBy.name,
                  time: formatDateTime(version.recordedAt),
                })
              : t('versions.corrected', {
                  version: version.version,
                  name: version.recordedBy.name,
                  time: formatDateTime(version.recordedAt),
                  reason: version.reason,
                })}
          </li>
        ))}
      </ol>
    </section>
  );
}
