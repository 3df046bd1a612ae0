import { cn } from '@/lib/cn';

/**
 * A red count over an icon or a tab (unread announcements, conversations), hidden from screen
 * readers: the link says it in words. `className` places it. Nothing while the count is 0.
 */
export function CountBubble({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
