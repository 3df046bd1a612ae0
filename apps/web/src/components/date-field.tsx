import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { formatDate, parseTypedDate } from '@/lib/time';
import { DatePickerGrid, focusChosenDay } from './date-picker-grid';

type DateFieldProps = {
  /** The day 'yyyy-MM-dd'. */
  value: string;
  /** Receives a valid day not after `max`, typed or picked. */
  onChange: (day: string) => void;
  label: string;
  /** Keeps the label for screen readers only (a toolbar's date). */
  hideLabel?: boolean;
  /** The last day that may be chosen, and what a later typed day is told. */
  max?: { day: string; message: string };
  /** The first day that may be chosen, and what an earlier typed day is told. */
  min?: { day: string; message: string };
  /** The form's message for the field (e.g. required), shown when the typed text has none. */
  error?: string | undefined;
  className?: string;
};

/**
 * The one date input of the app (decision 027): typed as dd/MM/yyyy whatever the browser's
 * language, with a calendar to pick from. A typed date counts on Enter or leaving the field; a
 * wrong one stays on screen with its message until corrected.
 */
export function DateField({
  value,
  onChange,
  label,
  hideLabel = false,
  max,
  min,
  error: formError,
  className,
}: DateFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const shown = formatDate(value);
  // What was typed, and its problem, while they belong to the current value; a new value clears them.
  const [typed, setTyped] = useState<{ text: string; error: string | null; for: string } | null>(null);
  const [open, setOpen] = useState(false);
  const current = typed?.for === value ? typed : null;
  const text = current ? current.text : shown;
  const typedError = current?.error ?? null;
  const error = typedError ?? formError ?? null;

  const check = (day: string | null): string | null => {
    if (!day) return t('dates.typed');
    if (max && day > max.day) return max.message;
    if (min && day < min.day) return min.message;
    return null;
  };

  const commit = () => {
    if (text === shown) {
      setTyped(null);
      return;
    }
    const day = parseTypedDate(text);
    const problem = check(day);
    if (problem || !day) {
      setTyped({ text, error: problem, for: value });
      return;
    }
    setTyped(null);
    if (day !== value) onChange(day);
  };

  const pick = (day: string) => {
    setOpen(false);
    setTyped(null);
    if (day !== value) onChange(day);
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
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setTyped({ text: event.target.value, error: typedError, for: value })}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
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
            <DatePickerGrid value={value} max={max?.day} min={min?.day} onSelect={pick} />
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
