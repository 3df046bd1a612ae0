import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';

type AdminPageProps = {
  /** The document title, and the page's heading unless `showHeading` is false. */
  title: string;
  description?: ReactNode;
  /** Right of the heading (or under it on narrow screens). */
  actions?: ReactNode;
  /** A link back to the list a detail page came from. */
  back?: { to: string; label: string };
  /** False when the content brings its own <h1> (detail pages named after their record). */
  showHeading?: boolean;
  children: ReactNode;
};

/** The frame of an admin page: optional back link, heading, description and actions, then content. */
export function AdminPage({
  title,
  description,
  actions,
  back,
  showHeading = true,
  children,
}: AdminPageProps) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      {back ? (
        <Link
          to={back.to}
          className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      {showHeading || description || actions ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            {showHeading ? <h1 className="text-2xl font-semibold text-zinc-900">{title}</h1> : null}
            {description ? <p className="text-sm text-zinc-600">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
