import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { addDays, isCalendarDay } from '@/lib/calendar-day';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/time';
import { Button } from './ui/button';

type DatePagerProps = {
  /** The shown day, 'yyyy-MM-dd'. */
  value: string;
  onChange: (day: string) => void;
  /** The last day that may be chosen (today in Kuala Lumpur: no future dates). */
  max: string;
  label?: string;
  className?: string;
};

/** Previous day, a date picker and next day; days after `max` cannot be chosen (spec 2 §2.9, §5). */
export function DatePager({ value, onChange, max, label = 'Date', className }: DatePagerProps) {
  const id = useId();
  const pick = (day: string) => {
    if (isCalendarDay(day) && day <= max && day !== value) onChange(day);
  };
  return (
    <fieldset className={cn('flex items-center gap-1.5', className)}>
      <legend className="sr-only">{label}</legend>
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous day"
        title="Previous day"
        onClick={() => pick(addDays(value, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        required
        title={formatDate(value)}
        onChange={(event) => pick(event.target.value)}
        className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200"
      />
      <Button
        variant="outline"
        size="icon"
        aria-label="Next day"
        title="Next day"
        disabled={value >= max}
        onClick={() => pick(addDays(value, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
