import type { ReactNode } from 'react';

/** A list with nothing to show, or that could not load: an icon, a title and what to do. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center [&>svg]:size-9 [&>svg]:text-brand-400">
      {icon}
      <h2 className="font-semibold text-zinc-900">{title}</h2>
      {children}
    </div>
  );
}
