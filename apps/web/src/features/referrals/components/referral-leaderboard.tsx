import type { ReferralLeaderboardRow } from '@cic/contract';
import { useEffect, useState } from 'react';
import { type SortableColumn, SortableTable, TableSkeleton } from '@/components/sortable-table';
import { toast } from '@/components/ui/use-toast';
import { formatRinggit } from '@/lib/money';
import type { SortState } from '@/lib/sort-cycle';
import { useReferralLeaderboard } from '../api/get-referral-leaderboard';
import { defaultLeaderboardSort, type LeaderboardField, sortLeaderboard } from '../lib/leaderboard-sort';
import { EnrolledChildrenDialog } from './enrolled-children-dialog';
import { ReferralLogsDialog } from './referral-logs-dialog';

/** Spec 2 §8, §9. */
export const leaderboardErrorText = 'Error loading leaderboard. Please try again later.';
const skeletonRowCount = 7;

const columns: SortableColumn<ReferralLeaderboardRow, LeaderboardField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'parentName',
    cell: (row) => <span className="font-medium">{row.parentName ?? '-'}</span>,
  },
  {
    id: 'email',
    header: 'Email',
    sortField: 'email',
    cell: (row) => row.email,
    className: 'whitespace-nowrap',
  },
  {
    id: 'referrals',
    header: 'Referrals Count',
    sortField: 'referralCount',
    cell: (row) => row.referralCount,
    className: 'tabular-nums',
  },
  {
    id: 'children',
    header: 'Enrolled Children',
    sortField: 'enrolledChildren',
    cell: (row) => <EnrolledChildrenDialog row={row} />,
  },
  {
    id: 'reimbursement',
    header: 'Total Reimbursement',
    sortField: 'totalReimbursement',
    cell: (row) => formatRinggit(row.totalReimbursement),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    id: 'logs',
    header: 'Referral Logs',
    sortField: 'referralLogs',
    cell: (row) => <ReferralLogsDialog row={row} />,
  },
];

/** While the leaderboard loads: the toast 'Loading leaderboard' (closed once it has loaded). */
function useLoadingToast(loading: boolean) {
  useEffect(() => {
    if (!loading) return;
    const shown = toast({ title: 'Loading leaderboard' });
    return () => shown.dismiss();
  }, [loading]);
}

/** Spec 2 §2.17: the sortable referral leaderboard with its two dialogs per row. */
export function ReferralLeaderboard() {
  const leaderboard = useReferralLeaderboard();
  const [sort, setSort] = useState<SortState<LeaderboardField>>(defaultLeaderboardSort);
  useLoadingToast(leaderboard.isPending);

  if (leaderboard.isPending) {
    return (
      <TableSkeleton
        columns={columns.length}
        rows={skeletonRowCount}
        narrowRows={skeletonRowCount}
        label="Loading leaderboard"
      />
    );
  }
  if (leaderboard.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {leaderboardErrorText}
      </p>
    );
  }
  return (
    <SortableTable
      label="Referral leaderboard"
      columns={columns}
      rows={sortLeaderboard(leaderboard.data, sort)}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      busy={leaderboard.isFetching}
      empty="No referrals yet."
    />
  );
}
