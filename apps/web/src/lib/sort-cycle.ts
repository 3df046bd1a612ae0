/**
 * Column sorting shared by the admin tables (spec 2 §2.9, §2.13, §2.17). A header click cycles
 * ascending → descending → none; another column starts ascending. `null` means unsorted: the
 * list's default order (the server's, or the rows as given).
 */
export type SortDirection = 'asc' | 'desc';
export type SortState<F extends string = string> = { field: F; direction: SortDirection } | null;

/** The sort after a click on `field`'s header. */
export function nextSort<F extends string>(current: SortState<F>, field: F): SortState<F> {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

/** What `aria-sort` says about a column under the current sort. */
export function ariaSort(
  current: SortState,
  field: string | undefined,
): 'ascending' | 'descending' | 'none' | undefined {
  if (field === undefined) return undefined;
  if (!current || current.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

export type SortValue = string | number | boolean | null | undefined;

/** Ascending order of two values; missing values (null, undefined, '') are equal to each other. */
function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') {
    return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  }
  return Number(a) - Number(b);
}

const isMissing = (value: SortValue) => value === null || value === undefined || value === '';

/**
 * A sorted copy of `rows` (stable). Missing values go last in both directions, so '-' cells never
 * crowd the top of a table.
 */
export function sortRows<Row, F extends string>(
  rows: readonly Row[],
  sort: SortState<F>,
  sortValueOf: (row: Row, field: F) => SortValue,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValueOf(row, sort.field) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.value);
      const bMissing = isMissing(b.value);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((item) => item.row);
}

/** Reads a sort kept in the query string (e.g. `sortField` and `sortDir`); null when absent or unknown. */
export function readSortParams<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  keys: { field: string; direction: string } = { field: 'sortField', direction: 'sortDir' },
): SortState<F> {
  const field = params.get(keys.field);
  const direction = params.get(keys.direction);
  if (!field || !(fields as readonly string[]).includes(field)) return null;
  if (direction !== 'asc' && direction !== 'desc') return null;
  return { field: field as F, direction };
}

/** A copy of `params` carrying `sort` (both keys removed when unsorted). */
export function writeSortParams(
  params: URLSearchParams,
  sort: SortState,
  keys: { field: string; direction: string } = { field: 'sortField', direction: 'sortDir' },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) {
    next.set(keys.field, sort.field);
    next.set(keys.direction, sort.direction);
  } else {
    next.delete(keys.field);
    next.delete(keys.direction);
  }
  return next;
}
