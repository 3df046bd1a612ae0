import type { ReferralLeaderboardRow } from '@cic/contract';
import { type SortState, sortRows } from '@/lib/sort-cycle';

/** The sortable columns of the leaderboard; the two list columns sort by their length. */
export type LeaderboardField =
  | 'parentName'
  | 'email'
  | 'referralCount'
  | 'enrolledChildren'
  | 'totalReimbursement'
  | 'referralLogs';

/** Spec 2 §2.17: referralCount descending until the admin picks another sort. */
export const defaultLeaderboardSort: SortState<LeaderboardField> = {
  field: 'referralCount',
  direction: 'desc',
};

function sortValueOf(row: ReferralLeaderboardRow, field: LeaderboardField) {
  switch (field) {
    case 'enrolledChildren':
      return row.enrolledChildren.length;
    case 'referralLogs':
      return row.referralLogs.length;
    default:
      return row[field];
  }
}

export function sortLeaderboard(
  rows: readonly ReferralLeaderboardRow[],
  sort: SortState<LeaderboardField>,
): ReferralLeaderboardRow[] {
  return sortRows(rows, sort, sortValueOf);
}
