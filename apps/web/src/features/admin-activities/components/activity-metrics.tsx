import type { CentreActivityView } from '@cic/contract';
import { useTranslation } from 'react-i18next';

/** Spec 3 §2.2's Overall cards: 'Total Activities' and 'Activity Creators' (the names, or 'No creators'). */
export function ActivityMetrics({ metrics }: { metrics: CentreActivityView['metrics'] }) {
  const { t } = useTranslation('admin-activities');
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="grid content-start gap-1 rounded-xl border border-zinc-200 bg-white p-4">
        <dt className="text-xs font-medium text-zinc-500">{t('metrics.totalActivities')}</dt>
        <dd className="text-2xl font-semibold text-zinc-900 tabular-nums">{metrics.totalActivities}</dd>
      </div>
      <div className="grid content-start gap-1 rounded-xl border border-zinc-200 bg-white p-4">
        <dt className="text-xs font-medium text-zinc-500">{t('metrics.creators')}</dt>
        <dd className="text-base leading-snug font-semibold break-words text-zinc-900">
          {metrics.managers.length > 0 ? metrics.managers.join(', ') : t('metrics.noCreators')}
        </dd>
      </div>
    </dl>
  );
}
