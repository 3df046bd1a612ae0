import { attendanceColour, expectsAttendance } from '@cic/contract';
import { StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { CentreMonthCalendar, type CentreMonthProps } from '@/components/month-calendar';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type CalendarDay, useCentreCalendar } from '../api/get-centre-calendar';
import { formatPercent } from '../lib/format';

/** Spec 2 §2.14: above 80 green, above 60 yellow, otherwise red; no colour without a figure. */
const colourClass = {
  green: 'border-green-300 bg-green-50',
  yellow: 'border-amber-300 bg-amber-50',
  red: 'border-red-300 bg-red-50',
} as const;

const legendColours = ['green', 'yellow', 'red'] as const;

/**
 * A day's figures; narrow cells (a 768 px screen) drop the '%' sign, shorten 'Absent' and write
 * the percentage smaller, so '100.00' fits a cell of 58 px (768 px with the sidebar open).
 */
function DayFigures({ day }: { day: CalendarDay }) {
  const { t } = useTranslation('admin');
  const percent = formatPercent(day.percentage);
  return (
    <span className="grid gap-0.5 text-[11px] leading-tight text-zinc-700 tabular-nums">
      <span className="text-[11px] font-semibold text-zinc-900 @min-[4rem]:text-xs @min-[4.5rem]:text-sm">
        {percent}
        {percent === '-' ? null : <span className="hidden @min-[4.5rem]:inline">%</span>}
      </span>
      <span>{t('calendar.in', { n: day.checkins })}</span>
      <span>{t('calendar.out', { n: day.checkouts })}</span>
      <span>
        <span className="@min-[4.5rem]:hidden">{t('calendar.absentShort', { n: day.absentees })}</span>
        <span className="hidden @min-[4.5rem]:inline">{t('calendar.absent', { n: day.absentees })}</span>
      </span>
      {day.reportedAbsences > 0 ? (
        <span className="text-zinc-500">{t('calendar.reported', { n: day.reportedAbsences })}</span>
      ) : null}
      {day.fevers > 0 ? (
        <span className="font-semibold text-rose-700">{t('calendar.fever', { n: day.fevers })}</span>
      ) : null}
    </span>
  );
}

/** The centre's month: each day's attendance, counts and note mark; a click chooses that day. */
export function CentreCalendar({ centerId, date, today, onSelectDay }: CentreMonthProps) {
  const { t } = useTranslation('admin');
  const calendar = useCentreCalendar(centerId, date);
  const byDay = new Map((calendar.data ?? []).map((day) => [day.date, day]));
  const isFuture = (day: string) => day > today || byDay.get(day)?.future === true;
  /** A past day with figures to show: not a day with no attendance expected (decision 027). */
  const expected = (entry: CalendarDay) => expectsAttendance(entry.date, entry.checkins);

  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <CentreMonthCalendar
          date={date}
          today={today}
          onSelectDay={onSelectDay}
          isDisabled={isFuture}
          dayClassName={(day) => {
            const entry = byDay.get(day);
            if (!entry || isFuture(day) || !expected(entry)) return undefined;
            const colour = attendanceColour(entry.percentage);
            return colour ? colourClass[colour] : 'bg-zinc-50';
          }}
          dayLabel={(day) => {
            const entry = byDay.get(day);
            if (!entry || isFuture(day)) return undefined;
            if (!expected(entry))
              return entry.note
                ? t('calendar.dayLabel.noneExpectedWithNote', { note: entry.note.text })
                : t('calendar.dayLabel.noneExpected');
            const percent = formatPercent(entry.percentage);
            const parts = [
              percent === '-'
                ? t('calendar.dayLabel.noFigure')
                : t('calendar.dayLabel.attendance', { percent }),
              t('calendar.dayLabel.counts', {
                checkins: entry.checkins,
                checkouts: entry.checkouts,
                absentees: entry.absentees,
              }),
            ];
            if (entry.reportedAbsences > 0) {
              parts.push(t('calendar.dayLabel.reported', { n: entry.reportedAbsences }));
            }
            if (entry.fevers > 0) parts.push(t('calendar.dayLabel.fever', { n: entry.fevers }));
            if (entry.note) parts.push(t('calendar.dayLabel.note', { note: entry.note.text }));
            return parts.join(', ');
          }}
          renderBadge={(day) => {
            const note = byDay.get(day)?.note;
            return note ? (
              <span
                title={t('calendar.noteTitle', { text: note.text, author: note.author })}
                className="text-brand-700"
              >
                <StickyNote aria-hidden="true" className="size-3.5" />
              </span>
            ) : null;
          }}
          renderDay={(day) => {
            if (isFuture(day)) return null;
            const entry = byDay.get(day);
            if (entry) return expected(entry) ? <DayFigures day={entry} /> : null;
            return calendar.isPending ? <Skeleton className="h-12 w-full" /> : null;
          }}
        />
        {calendar.isError ? <InlineLoadError error={calendar.error} onRetry={calendar.refetch} /> : null}
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600"
          aria-label={t('calendar.legend.label')}
        >
          {legendColours.map((colour) => (
            <li key={colour} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-3 rounded border ${colourClass[colour]}`} />
              {t(`calendar.legend.${colour}`)}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded border border-zinc-200 bg-white" />
            {t('calendar.legend.weekend')}
          </li>
          <li className="flex items-center gap-1.5">
            <StickyNote aria-hidden="true" className="size-3.5 text-brand-700" />
            {t('calendar.legend.note')}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
