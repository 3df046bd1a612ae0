import type { PageMeta } from '@cic/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { ListTable, MessageRow, SkeletonRows } from './list-states';
import { type OnPage, Pager } from './pager';

type PagedList<T> = {
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  data: { items: T[]; meta: PageMeta } | undefined;
};

export type PagedListTableProps<T> = {
  label: string;
  /** The rows' word for a count, for the pager and the empty text ('parents' → 'No parents found'). */
  noun: (count: number) => string;
  /** Replaces the empty text, when a screen's spec words it otherwise (or adds an action to it). */
  emptyText?: ReactNode;
  /** Words a failed load, e.g. 'Error loading registrations: {message}'; the server's message alone by default. */
  errorText?: (message: string) => string;
  columns: string[];
  list: PagedList<T>;
  onPage: OnPage;
  rowKey: (item: T) => string;
  rowHref: (item: T) => string;
  rowClassName?: string;
  cells: (item: T) => ReactNode;
  /** Says '{total} {noun} found' above the table (spec 3 §2.5's lists). */
  countFound?: boolean;
  /** The pager's name where a page has two lists that page ('Pages' otherwise). */
  pagerLabel?: string;
};

/**
 * A page of an admin list: skeleton, failure, empty text, or rows that open their detail
 * (a row's own links, buttons and menus keep their target), then the pager.
 */
export function PagedListTable<T>({
  label,
  noun,
  emptyText,
  errorText = (message) => message,
  columns,
  list,
  onPage,
  rowKey,
  rowHref,
  rowClassName,
  cells,
  countFound = false,
  pagerLabel,
}: PagedListTableProps<T>) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();

  let body: ReactNode;
  if (list.isPending) body = <SkeletonRows columns={columns.length} />;
  else if (list.error || !list.data) {
    body = (
      <MessageRow columns={columns.length} alert>
        {errorText(getErrorMessage(list.error))}
      </MessageRow>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <MessageRow columns={columns.length}>{emptyText ?? t('list.noneFound', { noun: noun(0) })}</MessageRow>
    );
  } else {
    body = list.data.items.map((item) => (
      <TableRow
        key={rowKey(item)}
        className={`cursor-pointer ${rowClassName ?? ''}`}
        onClick={(event) => {
          // A row's own links, buttons and menus keep their target; clicks from a row's menu or
          // dialog (portals, outside the row's DOM) do not open the row either.
          const target = event.target;
          if (!(target instanceof Element) || !event.currentTarget.contains(target)) return;
          if (!target.closest('a, button, [role="menuitem"], [role="checkbox"]')) navigate(rowHref(item));
        }}
      >
        {cells(item)}
      </TableRow>
    ));
  }

  const table = (
    <div>
      <ListTable label={label} busy={list.isFetching} columns={columns}>
        {body}
      </ListTable>
      {list.data ? <Pager meta={list.data.meta} onPage={onPage} noun={noun} label={pagerLabel} /> : null}
    </div>
  );
  if (!countFound) return table;
  return (
    <div className="grid grid-cols-1 gap-3">
      {list.data ? (
        <p className="text-sm font-medium text-zinc-700" aria-live="polite">
          {t('list.found', { total: list.data.meta.total, noun: noun(list.data.meta.total) })}
        </p>
      ) : null}
      {table}
    </div>
  );
}
