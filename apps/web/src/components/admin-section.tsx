import type { ReactNode } from 'react';

type AdminSectionProps = {
  /** The heading's id: the heading names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** A line under the heading saying what the section holds. */
  description?: ReactNode;
  /** A button beside the heading ('Add teacher'), at its far end on wide screens. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled part of an admin page (a run's centres, a parent's families), under an h2. */
export function AdminSection({
  id,
  title,
  description,
  action,
  className = 'grid grid-cols-1 gap-3',
  children,
}: AdminSectionProps) {
  let head = (
    <h2 id={id} className="text-lg font-semibold text-zinc-900">
      {title}
    </h2>
  );
  if (description) {
    head = (
      <div className="grid gap-1">
        {head}
        <p className="text-sm text-zinc-600">{description}</p>
      </div>
    );
  } else if (action) {
    head = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        {head}
        {action}
      </div>
    );
  }
  return (
    <section aria-labelledby={id} className={className}>
      {head}
      {children}
    </section>
  );
}
