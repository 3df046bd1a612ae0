import type { CentreDaySummary as Summary } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { figureEntries } from '../lib/format';

type CentreDaySummaryProps = { summary: Summary; busy?: boolean };

/** The day across every centre (whatever the search and page), with the table's column names. */
export function CentreDaySummary({ summary, busy }: CentreDaySummaryProps) {
  const { t } = useTranslation('admin');
  const figures: [labelKey: string, value: string | number][] = [
    ['admin:checkins.summary.centres', summary.centres],
    ...figureEntries(summary),
  ];
  return (
    <section aria-label={t('checkins.summary.label')} className={cn(busy && 'opacity-60')}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 rounded-xl border border-zinc-200 bg-white px-3 py-2">
            <dt className="text-xs text-zinc-500">{t(label)}</dt>
            <dd className="text-lg font-semibold text-zinc-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
