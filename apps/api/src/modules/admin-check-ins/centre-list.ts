import { attendanceFigures, type CentreDayRow, type centreListSortFields, ratioStatus } from '@cic/contract';
import type { CentreDayCounts } from './attendance-counts-repository';

export type CentreListSort = {
  sortField: (typeof centreListSortFields)[number];
  sortDirection: 'asc' | 'desc';
};

export function centreDayRow(
  counts: CentreDayCounts & { staffPresent: number; staffNeeded: number },
): CentreDayRow {
  return {
    id: counts.centreId,
    name: counts.name,
    type: counts.type,
    registerStatus: counts.registered,
    ...attendanceFigures(counts, counts.day),
    staffPresent: counts.staffPresent,
    staffNeeded: counts.staffNeeded,
    outOfRatio: ratioStatus(counts.staffPresent, counts.staffNeeded).outOfRatio,
  };
}
