import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CentreSearch, filterByName } from '@/components/centre-search';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type Centre = { id: string; name: string };

type CentreSidebarListProps<C extends Centre> = {
  heading: string;
  centres: C[] | undefined;
  loading: boolean;
  currentId: string | undefined;
  /** The centre list, keeping the query string. */
  backHref: string;
  centreHref: (centreId: string) => string;
  /** Before the name (a status icon), after it (a count), and whether the centre is shown dimmed. */
  leading?: (centre: C) => ReactNode;
  trailing?: (centre: C) => ReactNode;
  dimmed?: (centre: C) => boolean;
  /** When the server searches (a list too long to load whole): the typed text goes here and `centres` are shown as given. */
  onSearch?: (search: string) => void;
  className?: string;
};

/** An admin centre page's list of centres: Back, the area's heading, a search box, one link per centre. */
export function CentreSidebarList<C extends Centre>({
  heading,
  centres,
  loading,
  currentId,
  backHref,
  centreHref,
  leading,
  trailing,
  dimmed,
  onSearch,
  className,
}: CentreSidebarListProps<C>) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const shown = onSearch ? (centres ?? []) : filterByName(centres ?? [], search);

  return (
    <nav aria-label={t('centres.label')} className={cn('flex min-h-0 flex-col gap-3', className)}>
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          {t('actions.back')}
        </Link>
      </Button>
      <h2 className="px-1 text-lg font-semibold text-zinc-900">{heading}</h2>
      <CentreSearch
        value={search}
        onChange={(text) => {
          setSearch(text);
          onSearch?.(text);
        }}
      />
      {loading ? (
        <div className="grid gap-2" role="status" aria-busy="true">
          <span className="sr-only">{t('centres.loading')}</span>
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="px-1 text-sm text-zinc-500">{t('centres.noneFound')}</p>
      ) : (
        <ul className="-mx-1 grid min-h-0 gap-0.5 overflow-y-auto px-1">
          {shown.map((centre) => {
            const current = centre.id === currentId;
            return (
              <li key={centre.id}>
                <Link
                  to={centreHref(centre.id)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex min-h-9 items-center gap-2 rounded-lg px-2 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                    trailing && 'justify-between',
                    current ? 'bg-brand-100 font-medium text-brand-900' : 'text-zinc-700 hover:bg-zinc-100',
                    dimmed?.(centre) && !current && 'text-zinc-400',
                  )}
                >
                  {leading?.(centre)}
                  <span className="truncate">{centre.name}</span>
                  {trailing?.(centre)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
