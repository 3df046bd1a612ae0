import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { Input } from './ui/input';

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
export function SearchBox({ value, onSearch, placeholder, delayMs = 500, className }: SearchBoxProps) {
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
    <div className={cn('relative w-full max-w-sm', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
      />
      <Input
        type="search"
        aria-label={placeholder.replace(/\.+$/, '')}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
