import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { CentreMonthCalendar, type CentreMonthProps } from '@/components/month-calendar';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLocale } from '@/i18n/i18n';
import { useActivityCalendar } from '../api/get-activity-calendar';
import { activityDay } from '../lib/activity-day';
import { monthOfYear } from '../lib/month-of-year';

const toneClass = {
  green: { cell: 'border-green-300 bg-green-50', badge: 'bg-green-600 text-white' },
  red: { cell: 'border-red-300 bg-red-50', badge: 'bg-red-600 text-white' },
} as const;

/** 'Activities for {month year}': each day's published posts; green above 0, red at 0, future days blank. */
export function ActivityCalendar({ centerId, date, today, onSelectDay }: CentreMonthProps) {
  const { t } = useTranslation('admin-activities');
  const calendar = useActivityCalendar(centerId, date);
  const counts = new Map((calendar.data ?? []).map((day) => [day.date, day.count]));
  const dayOf = (day: string) => {
    const count = counts.get(day);
    return count === undefined ? null : activityDay(day, count, today);
  };
  const badgeOf = (day: string) => {
    const shown = dayOf(day)?.count;
    return shown === undefined || shown === null ? undefined : t('calendar.dayBadge', { count: shown });
  };

  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <h2 className="text-lg font-semibold text-zinc-900">
          {t('calendar.heading', { month: monthOfYear(date, currentLocale()) })}
        </h2>
        <CentreMonthCalendar
          date={date}
          today={today}
          onSelectDay={onSelectDay}
          isDisabled={(day) => day > today}
          dayClassName={(day) => {
            const tone = dayOf(day)?.tone;
            return tone ? toneClass[tone].cell : undefined;
          }}
          dayLabel={badgeOf}
          renderDay={(day) => {
            const entry = dayOf(day);
            if (entry?.tone) {
              return (
                <span
                  aria-hidden="true"
                  className={`mt-auto self-start rounded-full px-1.5 py-0.5 text-[11px] leading-tight font-medium ${toneClass[entry.tone].badge}`}
                >
                  {badgeOf(day)}
                </span>
              );
            }
            return calendar.isPending && day <= today ? <Skeleton className="h-5 w-full" /> : null;
          }}
        />
        {calendar.isError ? <InlineLoadError error={calendar.error} onRetry={calendar.refetch} /> : null}
      </CardContent>
    </Card>
  );
}
