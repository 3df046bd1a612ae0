import { attendanceColour, expectsAttendance } from '@cic/contract';
import { StickyNote } from 'lucide-react';
import { InlineLoadError } from '@/components/inline-load-error';
import { type CentreMonthProps, MonthCalendar } from '@/components/month-calendar';
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

const legend = [
  { colour: 'green', label: 'Above 80%' },
  { colour: 'yellow', label: 'Above 60% to 80%' },
  { colour: 'red', label: '60% and below' },
] as const;

/** A day's figures; narrow cells (a 768 px screen) drop the '%' sign and shorten 'Absent'. */
function DayFigures({ day }: { day: CalendarDay }) {
  const percent = formatPercent(day.percentage);
  return (
    <span className="grid gap-0.5 text-[11px] leading-tight text-zinc-700 tabular-nums">
      <span className="text-xs font-semibold text-zinc-900 @min-[4.5rem]:text-sm">
        {percent}
        {percent === '-' ? null : <span className="hidden @min-[4.5rem]:inline">%</span>}
      </span>
      <span>In {day.checkins}</span>
      <span>Out {day.checkouts}</span>
      <span>
        Abs<span className="hidden @min-[4.5rem]:inline">ent</span> {day.absentees}
      </span>
      {day.fevers > 0 ? <span className="font-semibold text-rose-700">Fever {day.fevers}</span> : null}
    </span>
  );
}

/** The centre's month: each day's attendance, counts and note mark; a click chooses that day. */
export function CentreCalendar({ centerId, date, today, onSelectDay }: CentreMonthProps) {
  const calendar = useCentreCalendar(centerId, date);
  const byDay = new Map((calendar.data ?? []).map((day) => [day.date, day]));
  const isFuture = (day: string) => day > today || byDay.get(day)?.future === true;
  /** A past day with figures to show: not a day with no attendance expected (decision 027). */
  const expected = (entry: CalendarDay) => expectsAttendance(entry.date, entry.checkins);

  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <MonthCalendar
          month={date}
          selected={date}
          today={today}
          onSelect={onSelectDay}
          onMonthChange={onSelectDay}
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
                ? `no attendance expected, note: ${entry.note.text}`
                : 'no attendance expected';
            const percent = formatPercent(entry.percentage);
            const parts = [
              percent === '-' ? 'no attendance figure' : `${percent}% attendance`,
              `in ${entry.checkins}, out ${entry.checkouts}, absent ${entry.absentees}`,
            ];
            if (entry.fevers > 0) parts.push(`fever ${entry.fevers}`);
            if (entry.note) parts.push(`note: ${entry.note.text}`);
            return parts.join(', ');
          }}
          renderBadge={(day) => {
            const note = byDay.get(day)?.note;
            return note ? (
              <span title={`${note.text} (${note.author})`} className="text-brand-700">
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
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600" aria-label="Colour legend">
          {legend.map((item) => (
            <li key={item.colour} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-3 rounded border ${colourClass[item.colour]}`} />
              {item.label}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded border border-zinc-200 bg-white" />
            Weekend without check-ins
          </li>
          <li className="flex items-center gap-1.5">
            <StickyNote aria-hidden="true" className="size-3.5 text-brand-700" />
            Note
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
