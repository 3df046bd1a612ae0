import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { nextSort } from '@/lib/sort-cycle';
import { figureEntries } from '../lib/format';
import type { CentreListProps, CentreSortField } from './centre-list-table';
import { CentreAction, CentreName } from './centre-row-parts';
import { CentreTypeBadge } from './centre-type-badge';
import { StaffRatio } from './staff-ratio';

type CentreListCardsProps = CentreListProps & {
  empty: string;
  /** Sortable fields with their column names, as in the table. */
  sortFields: readonly { field: CentreSortField; label: string }[];
};

/**
 * The narrow layout of the centre list (spec 2 §2.9, 1 × 20 skeleton): one card per centre and
 * the table's sort cycle as a row of buttons.
 */
export function CentreListCards({
  rows,
  sort,
  onSortChange,
  busy,
  centreHref,
  onActivate,
  empty,
  sortFields,
  showStaff,
}: CentreListCardsProps) {
  const { t } = useTranslation(['admin', 'ratios']);
  return (
    // grid-cols-1 (minmax(0, 1fr)): a card's unbroken centre name never widens the list past a phone.
    <div className="grid grid-cols-1 gap-3">
      <fieldset className="flex flex-wrap items-center gap-1.5">
        <legend className="float-left mr-1 text-xs font-medium text-zinc-500">{t('checkins.sortBy')}</legend>
        {sortFields.map(({ field, label }) => {
          const active = sort?.field === field ? sort.direction : null;
          return (
            <Button
              key={field}
              size="sm"
              variant={active ? 'secondary' : 'outline'}
              aria-pressed={active !== null}
              aria-label={active ? t(`checkins.sorted.${active}`, { label }) : label}
              onClick={() => onSortChange(nextSort(sort, field))}
            >
              {label}
              {active === 'asc' ? <ArrowUp aria-hidden="true" /> : null}
              {active === 'desc' ? <ArrowDown aria-hidden="true" /> : null}
            </Button>
          );
        })}
      </fieldset>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-zinc-200 bg-white p-8 text-center text-sm text-zinc-500">
          {empty}
        </p>
      ) : (
        <ul
          aria-label={t('checkins.centres')}
          aria-busy={busy || undefined}
          className={cn('grid grid-cols-1 gap-2', busy && 'opacity-60')}
        >
          {rows.map((row) => (
            <li
              key={row.id}
              className="grid grid-cols-1 gap-2 rounded-xl border border-zinc-200 bg-white p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <CentreName row={row} centreHref={centreHref} className="min-w-0" />
                <span className="flex shrink-0 items-center gap-2">
                  <CentreTypeBadge type={row.type} />
                  <CentreAction row={row} centreHref={centreHref} onActivate={onActivate} />
                </span>
              </div>
              <dl className="grid grid-cols-3 gap-x-3 gap-y-1.5 text-xs @xl:grid-cols-6">
                {figureEntries(row).map(([label, value]) => (
                  <div key={label} className="grid">
                    <dt className="text-zinc-500">{t(label)}</dt>
                    <dd className="text-sm font-medium text-zinc-900 tabular-nums">{value}</dd>
                  </div>
                ))}
                {showStaff ? (
                  <div className="col-span-2 grid">
                    <dt className="text-zinc-500">{t('ratios:staff.column')}</dt>
                    <dd className="text-sm font-medium text-zinc-900">
                      <StaffRatio figures={row} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              {row.reportedAbsences > 0 ? (
                // Reported absences apart from unexplained ones, as the table's Absentees cell (decision 078).
                <p className="text-xs text-zinc-500">
                  {t('checkins.reportedAbsences', { n: row.reportedAbsences })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
