import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export type BottomTab = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly this path (for index tabs). */
  end?: boolean;
  /** Drawn inside the tab after its name (a count over it, with its words for screen readers). */
  extra?: ReactNode;
};

/** The phone tab bar of the parent and teacher areas. */
export function BottomTabs({
  tabs,
  label,
  hidden = false,
}: {
  tabs: BottomTab[];
  label: string;
  hidden?: boolean;
}) {
  return (
    <nav
      data-bottom-tabs
      aria-label={label}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-200',
        hidden && 'translate-y-full',
      )}
    >
      <ul className="mx-auto flex max-w-xl">
        {tabs.map(({ to, label: tabLabel, icon: Icon, end, extra }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                  isActive ? 'text-brand-700' : 'text-zinc-500 hover:text-zinc-800',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-brand-100',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {tabLabel}
                  {extra}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
