import { useEffect, useRef, useState } from 'react';
import { searchDelayMs, useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { SearchInput } from './search-input';

type SearchBoxProps = {
  /** The search in force (e.g. from the address bar); the box starts with it. */
  value: string;
  /** Called once typing has paused for `delayMs` with a changed text. */
  onSearch: (value: string) => void;
  placeholder: string;
  /** Spec 2 §9: 500 ms. */
  delayMs?: number;
  className?: string;
};

/** A search field that reports its text once typing pauses (debounced). */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  delayMs = searchDelayMs,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delayMs);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  // The search this box last reported (or was given), to tell its own changes from outside ones.
  const reported = useRef(value.trim());

  useEffect(() => {
    const search = debounced.trim();
    if (search === latest.current.value.trim()) return;
    reported.current = search;
    latest.current.onSearch(search);
  }, [debounced]);

  // A search changed from outside (a 'Clear search' button, the browser's Back): show it.
  useEffect(() => {
    if (value.trim() === reported.current) return;
    reported.current = value.trim();
    setText(value);
  }, [value]);

  return (
    <SearchInput
      boxClassName={cn('w-full max-w-sm', className)}
      aria-label={placeholder.replace(/\.+$/, '')}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
