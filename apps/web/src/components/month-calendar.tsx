import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOfMonth, monthGrid, startOfMonth } from '@/lib/calendar-day';
import { cn } from '@/lib/cn';
import { formatDate, shortWeekdays } from '@/lib/time';
import { MonthStepButton } from './month-step-button';

type MonthCalendarProps = {
  /** Any day of the month to show, 'yyyy-MM-dd'. */
  month: string;
  selected?: string;
  today?: string;
  /** Clicking an enabled day. */
  onSelect?: (day: string) => void;
  /** Moving to another month: receives its first day. */
  onMonthChange?: (firstDay: string) => void;
  /** Days that cannot be chosen (e.g. future days); the next-month button follows it too. */
  isDisabled?: (day: string) => boolean;
  /** The body of a day cell under its number. */
  renderDay?: (day: string) => ReactNode;
  /** Beside the day number (e.g. a note mark). */
  renderBadge?: (day: string) => ReactNode;
  /** Extra classes of a day cell (its colour). */
  dayClassName?: (day: string) => string | undefined;
  /** Read after the date by screen readers (e.g. '85.00% attendance'). */
  dayLabel?: (day: string) => string | undefined;
  className?: string;
};

/** A calendar of an admin's centre page: the centre, the chosen day (its month is shown), today. */
export type CentreMonthProps = {
  centerId: string;
  /** The chosen day; the calendar shows its month. */
  date: string;
  today: string;
  onSelectDay: (day: string) => void;
};

const monthTitle = (day: string) => formatDate(day, 'MMMM yyyy');

/**
 * A Monday-first month of day cells 140 px high (spec 2 §2.14), taller only where a narrow cell
 * needs the room (decision 066). The caller fills and colours the cells; the calendar lays them
 * out and handles choosing a day and moving between months.
 */
export function MonthCalendar({
  month,
  selected,
  today,
  onSelect,
  onMonthChange,
  isDisabled = () => false,
  renderDay,
  renderBadge,
  dayClassName,
  dayLabel,
  className,
}: MonthCalendarProps) {
  const { t } = useTranslation('common');
  const weeks = monthGrid(month);
  const nextMonth = startOfMonth(month, 1);
  const title = monthTitle(month);

  return (
    <section aria-label={t('dates.calendar', { month: title })} className={cn('grid gap-3', className)}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-zinc-900">{title}</h3>
        {onMonthChange ? (
          <div className="flex gap-1">
            <MonthStepButton
              step="previous"
              variant="outline"
              size="sm"
              onClick={() => onMonthChange(startOfMonth(month, -1))}
            />
            <MonthStepButton
              step="next"
              variant="outline"
              size="sm"
              disabled={isDisabled(nextMonth)}
              onClick={() => onMonthChange(nextMonth)}
            />
          </div>
        ) : null}
      </div>
      <div
        className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-zinc-500"
        aria-hidden="true"
      >
        {shortWeekdays().map((weekday) => (
          <div key={weekday}>{weekday}</div>
        ))}
      </div>
      <div className="grid gap-1">
        {weeks.map((week) => (
          <div key={week.find(Boolean)} className="grid grid-cols-7 gap-1">
            {week.map((day, index) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is identified by its weekday
              if (!day) return <div key={`blank-${index}`} className="h-[140px]" />;
              const disabled = isDisabled(day) || !onSelect;
              const extra = dayLabel?.(day);
              return (
                <button
                  key={day}
                  type="button"
                  disabled={disabled}
                  aria-pressed={onSelect ? day === selected : undefined}
                  aria-current={day === today ? 'date' : undefined}
                  aria-label={[formatDate(day, 'EEEE d MMMM yyyy'), extra].filter(Boolean).join(', ')}
                  onClick={() => onSelect?.(day)}
                  className={cn(
                    // At least 140 px: a narrow cell (768 px with the sidebar open) grows to show
                    // every figure whole, its words wrapped, rather than cutting them.
                    '@container flex min-h-[140px] min-w-0 flex-col gap-1 overflow-hidden rounded-lg border border-zinc-200 bg-white p-1 text-left xl:p-1.5 transition-shadow focus-visible:outline-2 focus-visible:outline-brand-600 enabled:hover:shadow-md disabled:cursor-default',
                    dayClassName?.(day),
                    day === today && 'ring-2 ring-brand-300',
                    day === selected && 'ring-2 ring-brand-600',
                  )}
                >
                  <span className="flex items-center justify-between gap-1">
                    <span
                      className={cn(
                        'inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold text-zinc-700',
                        day === today && 'bg-brand-600 text-white',
                      )}
                    >
                      {dayOfMonth(day)}
                    </span>
                    {renderBadge?.(day)}
                  </span>
                  {renderDay?.(day)}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}

type CentreMonthCalendarProps = Omit<CentreMonthProps, 'centerId'> &
  Pick<MonthCalendarProps, 'isDisabled' | 'renderDay' | 'renderBadge' | 'dayClassName' | 'dayLabel'>;

/**
 * The month of an admin's centre page: the chosen day's month; clicking a day chooses it, and
 * moving to another month chooses that month's first day.
 */
export function CentreMonthCalendar({ date, today, onSelectDay, ...days }: CentreMonthCalendarProps) {
  return (
    <MonthCalendar
      month={date}
      selected={date}
      today={today}
      onSelect={onSelectDay}
      onMonthChange={onSelectDay}
      {...days}
    />
  );
}
