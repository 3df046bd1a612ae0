import { type DateRules, readDateEntry, typedDateOf } from '@cic/contract/shared/typed-date';
import { useState } from 'react';
import { DateField } from './date-field';

type DayFilterProps = {
  label: string;
  /** The day in force ('yyyy-MM-dd'), e.g. from the address bar; none shows an empty field. */
  value: string | undefined;
  /** A day the rules take once the text is final (left, Enter, or picked); none when emptied. */
  onChange: (day: string | undefined) => void;
  /** Bounds, and `required` when the field may not be emptied (its text then goes back to the day in force). */
  rules?: DateRules;
  className?: string;
};

/**
 * A day that filters what a page shows (a list's 'as of' day, a statement's period): the date
 * field of the product, which reports its day only once it is final and allowed; a text it
 * refuses keeps its message under the field and changes nothing.
 */
export function DayFilter({ label, value, onChange, rules = {}, className }: DayFilterProps) {
  // The typed text while it belongs to the day in force; another day (the address, a reset) replaces it.
  const [typed, setTyped] = useState<{ text: string; for: string | undefined } | null>(null);
  const text = typed && typed.for === value ? typed.text : typedDateOf(value);
  return (
    <DateField
      label={label}
      className={className}
      value={text}
      onChange={(next) => setTyped({ text: next, for: value })}
      onCommit={(next) => {
        const entry = readDateEntry(next, rules);
        if (entry.problem) {
          // An emptied field that must keep a day shows the day in force again.
          if (next.trim() === '' && rules.required) setTyped(null);
          return;
        }
        const day = entry.day ?? undefined;
        if (day !== value) onChange(day);
      }}
      rules={rules}
    />
  );
}
