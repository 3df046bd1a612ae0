import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CentreSearch, filterByName } from '@/components/centre-search';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCentreDays } from '../api/get-centre-days';
import { CentreStatusIcon } from './centre-status-icon';

type CentreSidebarProps = {
  date: string;
  currentId: string | undefined;
  /** The centre list, keeping the query string. */
  backHref: string;
  centreHref: (centreId: string) => string;
  className?: string;
};

/** The nested layout's 300 px list of centres (spec 2 §2.9): Back, 'Checkins', search, names with status. */
export function CentreSidebar({ date, currentId, backHref, centreHref, className }: CentreSidebarProps) {
  const [search, setSearch] = useState('');
  const centres = useCentreDays({ date, sortField: 'registerStatus', sortDirection: 'desc' });
  const shown = filterByName(centres.data ?? [], search);

  return (
    <nav aria-label="Centers" className={cn('flex min-h-0 flex-col gap-3', className)}>
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <h2 className="px-1 text-lg font-semibold text-zinc-900">Checkins</h2>
      <CentreSearch value={search} onChange={setSearch} />
      {centres.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true">
          <span className="sr-only">Loading centers</span>
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="px-1 text-sm text-zinc-500">No centers found</p>
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
                    current ? 'bg-brand-100 font-medium text-brand-900' : 'text-zinc-700 hover:bg-zinc-100',
                    !centre.registerStatus && !current && 'text-zinc-400',
                  )}
                >
                  <CentreStatusIcon registered={centre.registerStatus} />
                  <span className="truncate">{centre.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
