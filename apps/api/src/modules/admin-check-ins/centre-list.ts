import { attendanceFigures, type CentreDayRow, type centreListSortFields } from '@cic/contract';
import type { CentreDayCounts } from './attendance-counts-repository';

export type CentreListSort = {
  sortField: (typeof centreListSortFields)[number];
  sortDirection: 'asc' | 'desc';
};

export function centreDayRow(counts: CentreDayCounts): CentreDayRow {
  return {
    id: counts.centreId,
    name: counts.name,
    type: counts.type,
    registerStatus: counts.registered,
    ...attendanceFigures(counts, counts.day),
  };
}

const byName = (a: CentreDayRow, b: CentreDayRow) =>
  a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

/**
 * Orders the rows by one column in either direction; rows without a value (a '-' percentage)
 * go last either way, and equal values fall back to the centre name.
 */
export function sortCentreRows(rows: CentreDayRow[], { sortField, sortDirection }: CentreListSort) {
  const sign = sortDirection === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sortField];
    const y = b[sortField];
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'en') : Number(x) - Number(y);
    return order === 0 ? byName(a, b) : sign * order;
  });
}
