import type { CentreActivityView } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Metric } from '@/components/metric';

/** Spec 3 §2.2's Overall cards: 'Total Activities' and 'Activity Creators' (the names, or 'No creators'). */
export function ActivityMetrics({ metrics }: { metrics: CentreActivityView['metrics'] }) {
  const { t } = useTranslation('admin-activities');
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Metric large label={t('metrics.totalActivities')} value={metrics.totalActivities} />
      <Metric
        large
        text
        label={t('metrics.creators')}
        value={metrics.managers.length > 0 ? metrics.managers.join(', ') : t('metrics.noCreators')}
      />
    </dl>
  );
}
