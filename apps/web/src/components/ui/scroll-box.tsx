import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls sideways (a wide table on a phone). While its content is wider than it, it
 * is a Tab stop, so the keyboard can scroll it too (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function ScrollBox({ className, ...props }: ComponentProps<'div'>) {
  const box = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      tabIndex={overflowing ? 0 : undefined}
      className={cn('overflow-x-auto', className)}
      {...props}
    />
  );
}
