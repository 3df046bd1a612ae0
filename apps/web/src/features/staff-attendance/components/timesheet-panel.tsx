import { isCalendarMonth } from '@cic/contract/shared/calendar-date';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadFailedState } from '@/components/empty-state';
import { LoadingBlocks } from '@/components/loading-blocks';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { todayInKualaLumpur } from '@/lib/time';
import { type TimesheetSource, timesheetPath, useTimesheet } from '../api/get-timesheet';
import { MonthPager } from './month-pager';
import { TimesheetView } from './timesheet-view';

/**
 * A centre's timesheet of the address's month (`?month=yyyy-MM`, this month in Kuala Lumpur by
 * default and never after it): the head of centre's own centre's (`null`) or an admin's centre's.
 */
export function useAddressTimesheet(source: TimesheetSource) {
  const { params, update } = useAddressParams();
  const thisMonth = todayInKualaLumpur().slice(0, 7);
  const asked = params.get('month');
  const month = isCalendarMonth(asked) && asked <= thisMonth ? asked : thisMonth;
  const setMonth = (next: string) => update((live) => withParams(live, { month: next }));
  return { path: timesheetPath(source), month, thisMonth, setMonth, timesheet: useTimesheet(source, month) };
}

/** The month pager and the month's timesheet, or why it is not there yet. */
export function TimesheetPanel({ state }: { state: ReturnType<typeof useAddressTimesheet> }) {
  const { t } = useTranslation('timesheets');
  const { path, month, thisMonth, setMonth, timesheet } = state;
  return (
    <div className="grid gap-4">
      <MonthPager month={month} max={thisMonth} onChange={setMonth} />
      {timesheet.isError ? (
        <LoadFailedState
          icon={<CalendarDays aria-hidden="true" />}
          title={t('timesheet.loadFailed')}
          error={timesheet.error}
          onRetry={() => timesheet.refetch()}
        />
      ) : timesheet.data ? (
        <TimesheetView timesheet={timesheet.data} month={timesheet.data.month} csvPath={path} />
      ) : (
        <LoadingBlocks label={t('timesheet.loading')} blocks={['h-20 rounded-2xl', 'h-48 rounded-2xl']} />
      )}
    </div>
  );
}
