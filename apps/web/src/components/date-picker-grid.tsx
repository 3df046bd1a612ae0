import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addDays, dayOfMonth, mondayIndex, monthGrid, startOfMonth } from '@/lib/calendar-day';
import { cn } from '@/lib/cn';
import { formatDate, shortWeekdays } from '@/lib/time';
import { MonthStepButton } from './month-step-button';

type DatePickerGridProps = {
  /** The chosen day 'yyyy-MM-dd', or the day to start from. */
  value: string;
  onSelect: (day: string) => void;
  /** The last day that may be chosen. */
  max?: string;
  /** The first day that may be chosen. */
  min?: string;
};

/** Keys that move the focused day, and by how much. */
function moved(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -mondayIndex(day));
    case 'End':
      return addDays(day, 6 - mondayIndex(day));
    case 'PageUp':
    case 'PageDown': {
      const first = startOfMonth(day, key === 'PageUp' ? -1 : 1);
      const last = addDays(startOfMonth(first, 1), -1);
      const wanted = `${first.slice(0, 8)}${day.slice(8)}`;
      return wanted > last ? last : wanted;
    }
    default:
      return null;
  }
}

/** Focuses the grid's day that takes Tab (the chosen one, or the day it started from). */
export function focusChosenDay(container: Element | null): void {
  container?.querySelector<HTMLButtonElement>('[data-day][tabindex="0"]')?.focus();
}

/**
 * The calendar of the date field: a month of day buttons, Monday first. Arrow keys move by a day
 * or a week, Home and End to the week's ends, Page Up and Page Down by a month; Enter or Space
 * chooses. Days before `min` or after `max` can be reached but not chosen.
 */
export function DatePickerGrid({ value, onSelect, max, min }: DatePickerGridProps) {
  const [focused, setFocused] = useState(value);
  const grid = useRef<HTMLTableElement>(null);
  const first = useRef(true);
  const outside = (day: string) => (max !== undefined && day > max) || (min !== undefined && day < min);
  const title = formatDate(focused, 'MMMM yyyy');

  // Follows the keys' moves; the first focus is the popover's (`focusChosenDay`), which runs once
  // a dialog's focus trap underneath has stood aside for it. Focused here, it would be pulled back.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moved(focused, event.key);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <MonthStepButton
          step="previous"
          variant="ghost"
          size="icon"
          onClick={() => setFocused(moved(focused, 'PageUp') ?? focused)}
        />
        <p aria-live="polite" className="text-sm font-semibold text-zinc-900">
          {title}
        </p>
        <MonthStepButton
          step="next"
          variant="ghost"
          size="icon"
          onClick={() => setFocused(moved(focused, 'PageDown') ?? focused)}
        />
      </div>
      <table ref={grid} aria-label={title} className="border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {shortWeekdays().map((weekday) => (
              <th key={weekday} scope="col" className="h-8 w-9 text-xs font-medium text-zinc-500">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formatDate(day, 'EEEE, dd/MM/yyyy')}
                      aria-pressed={day === value}
                      aria-disabled={outside(day) || undefined}
                      onClick={() => (outside(day) ? setFocused(day) : onSelect(day))}
                      className={cn(
                        'size-8 rounded-md text-sm tabular-nums text-zinc-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                        day === value && 'bg-brand-600 font-semibold text-white hover:bg-brand-700',
                        outside(day) && 'cursor-not-allowed text-zinc-300 hover:bg-transparent',
                      )}
                    >
                      {dayOfMonth(day)}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is identified by its weekday
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
