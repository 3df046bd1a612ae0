import { readDateEntry, typedDateOf } from '@cic/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isCalendarDay } from '@/lib/calendar-day';
import { cn } from '@/lib/cn';
import { DateField } from './date-field';
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

/** Previous day, a date field and next day; days after `max` cannot be chosen (spec 2 §2.9, §5). */
export function DatePager({ value, onChange, max, label: givenLabel, className }: DatePagerProps) {
  const { t } = useTranslation('common');
  const label = givenLabel ?? t('dates.date');
  // The typed text while it belongs to the shown day; another day (the arrows, the address) replaces it.
  const [typed, setTyped] = useState<{ text: string; for: string } | null>(null);
  const text = typed?.for === value ? typed.text : typedDateOf(value);
  // The API's answer to a later day (decision 019), told before asking.
  const rules = { max: { day: max, message: t('dates.future') } };
  const pick = (day: string) => {
    if (isCalendarDay(day) && day <= max && day !== value) onChange(day);
  };
  return (
    <fieldset className={cn('flex items-start gap-1.5', className)}>
      <legend className="sr-only">{label}</legend>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('dates.previousDay')}
        title={t('dates.previousDay')}
        onClick={() => pick(addDays(value, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <DateField
        label={label}
        hideLabel
        value={text}
        onChange={(next) => setTyped({ text: next, for: value })}
        // The page moves to a typed day once it is final and allowed; else the field says why.
        onCommit={(next) => {
          const { day } = readDateEntry(next, rules);
          if (day) pick(day);
        }}
        rules={rules}
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={t('dates.nextDay')}
        title={t('dates.nextDay')}
        disabled={value >= max}
        onClick={() => pick(addDays(value, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
