import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreSearch } from './centre-search';
import { DatePager } from './date-pager';

type CentreListHeaderProps = {
  heading: string;
  /** While the list loads, the count line says so instead of counting. */
  fetching: boolean;
  count: number;
  search: string;
  onSearch: (search: string) => void;
  /** The day the list is of, as `useDayParam` keeps it: never after today. */
  day: { date: string; today: string; setDate: (date: string) => void };
  /** The list's own filters, after the search and the day. */
  filters?: ReactNode;
};

/** An admin centre list's heading, '{n} centers found', the name search, the date pager and any filters. */
export function CentreListHeader({
  heading,
  fetching,
  count,
  search,
  onSearch,
  day,
  filters,
}: CentreListHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold text-zinc-900">{heading}</h1>
        <p aria-live="polite" className="text-sm text-zinc-600">
          {fetching ? t('centres.fetching') : t('centres.found', { count })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CentreSearch value={search} onChange={onSearch} className="w-full sm:w-64" />
        <DatePager value={day.date} max={day.today} onChange={day.setDate} />
        {filters}
      </div>
    </div>
  );
}
