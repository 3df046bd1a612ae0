import { useEffect, useState } from 'react';

/** How long a search waits for typing to pause (spec 2 §9, spec 3 §9: 500 ms). */
export const searchDelayMs = 500;

/** `value`, updated only once it has stayed the same for `delayMs` (search boxes: spec 2 §9, 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
