import { type DateRules, readDateEntry, readTypedDate, typedDateOf } from '@cic/contract';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { todayInKualaLumpur } from '@/lib/time';
import { DatePickerGrid, focusChosenDay } from './date-picker-grid';

type DateFieldProps = {
  /** What the field shows: the text as typed ('dd/MM/yyyy'), '' when empty; `typedDateOf` starts it from a day. */
  value: string;
  /** Every change of the text, typed or picked. */
  onChange: (text: string) => void;
  /** Leaving the field, pressing Enter or picking a day: the text is final for now. */
  onCommit?: (text: string) => void;
  label: string;
  /** Keeps the label for screen readers only (a toolbar's date). */
  hideLabel?: boolean;
  /**
   * The form's rules for the day (its bounds and their messages). The field tells a typed text's
   * problem once the person has left it; the form reads the text with the same rules
   * (`readDateEntry`) and sends nothing while there is one.
   */
  rules?: DateRules;
  /** The form's or the server's message for the field, shown when the text itself has none. */
  error?: string | undefined;
  className?: string;
};

/**
 * The one date input of the product (decisions 027, 090): typed as dd/MM/yyyy whatever the
 * browser's language, with a calendar to pick from. The form holds the text shown, so what is sent
 * is exactly what the person sees, or nothing: a text that is not a day, or a day the rules refuse,
 * keeps its message under the field and the form from sending.
 */
export function DateField({
  value,
  onChange,
  onCommit,
  label,
  hideLabel = false,
  rules = {},
  error: formError,
  className,
}: DateFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const { required: _, ...bounds } = rules;
  // Emptiness is the form's to tell on submit; a text typed and left is told at once.
  const ownProblem = left ? readDateEntry(value, bounds).problem : null;
  const error = ownProblem ?? formError ?? null;
  const read = readTypedDate(value);
  const shownDay = read.kind === 'day' ? read.day : null;

  const commit = (text: string) => {
    setLeft(true);
    // '3/7/2026' is shown as the day it names, '03/07/2026'.
    const canonical = shownDay ? typedDateOf(shownDay) : text;
    if (canonical !== text) onChange(canonical);
    onCommit?.(canonical);
  };

  const pick = (day: string) => {
    setOpen(false);
    setLeft(true);
    const text = typedDateOf(day);
    if (text !== value) onChange(text);
    onCommit?.(text);
  };

  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-zinc-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div className="relative">
            <input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('dates.placeholder')}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(event.target.value)}
              onBlur={() => commit(value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit(value);
                }
              }}
              className="h-10 w-36 rounded-lg border border-zinc-300 bg-white pr-10 pl-3 text-sm text-zinc-900 tabular-nums shadow-xs focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 aria-invalid:border-red-500"
            />
            <Popover.Trigger
              aria-label={t('dates.choose', { field: label.toLowerCase() })}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-zinc-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
            // The chosen day takes focus, not the first button (the previous month).
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              focusChosenDay(event.currentTarget instanceof Element ? event.currentTarget : null);
            }}
            className="z-50 rounded-xl border border-zinc-200 bg-white p-3 shadow-lg"
          >
            <DatePickerGrid
              value={shownDay ?? startDay(rules)}
              max={rules.max?.day}
              min={rules.min?.day}
              onSelect={pick}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Where the calendar opens when the field shows no day: today, moved inside the rules' bounds. */
function startDay(rules: DateRules): string {
  const today = todayInKualaLumpur();
  if (rules.max && today > rules.max.day) return rules.max.day;
  if (rules.min && today < rules.min.day) return rules.min.day;
  return today;
}
